import {
  appointmentHistory,
  appointmentItems,
  appointments,
  customers,
  serviceCategories,
  servicePaymentPolicies,
  serviceStylists,
  services,
  stylists,
  type Tx,
  workingHours,
} from '@salon/db';
import {
  type AppointmentSource,
  addDays,
  dateOfInstant,
  labelBooked,
  type VisitItem,
  wallTimeToInstant,
} from '@salon/domain';
import '@salon/domain/phone-strict';
import { normalisePhone } from '@salon/domain/phone';
import { toMinutes } from '../services/shared/wall-clock.ts';
import {
  type DemoCustomer,
  demoCategories,
  demoCustomers,
  demoServiceFor,
  demoServices,
  demoStylists,
} from './demo-salon-data.ts';

const ZONE = 'Europe/Berlin';

const DAY_MS = 86_400_000;

/** A small deterministic generator, so every demo salon looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Mobile prefixes as dialled at home, and how many digits follow them. */
const mobilePlans: Record<string, { prefixes: string[]; digits: number }[]> = {
  DE: [
    { prefixes: ['0151', '0152', '0157', '0159'], digits: 8 },
    { prefixes: ['0160', '0170', '0171', '0172', '0173', '0175', '0176', '0177', '0178', '0179'], digits: 7 },
  ],
  FR: [{ prefixes: ['06', '07'], digits: 8 }],
  PT: [{ prefixes: ['91', '92', '93', '96'], digits: 7 }],
  IT: [{ prefixes: ['320', '328', '333', '338', '340', '347', '349'], digits: 7 }],
};

/** A plausible mobile number of `country` in E.164, checked with the phone metadata. */
export function demoMobile(country: string, next: () => number): string {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T;
  for (;;) {
    const plan = pick(mobilePlans[country] ?? mobilePlans.DE ?? []);
    const digits = Array.from(
      { length: plan.digits },
      (_, i) => Math.floor(next() * (i === 0 ? 9 : 10)) + (i === 0 ? 1 : 0),
    );
    const result = normalisePhone(`${pick(plan.prefixes)}${digits.join('')}`, country);
    if (result.ok) return result.e164;
  }
}

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w ]/g, '')
    .replace(' ', '.')}@example.com`;

/** The demo's customers as stored: adults with their own e-mail and mobile, children with a parent's. */
export function demoCustomerValues(shopId: string, country = 'DE') {
  const next = random(7);
  const phones = new Map<string, string>();
  const adult = (c: DemoCustomer) => {
    const phone = demoMobile(c.phoneCountry ?? country, next);
    phones.set(c.name, phone);
    return { shopId, name: c.name, email: emailOf(c.name), phone, note: null };
  };
  return demoCustomers.map((c) =>
    c.parent
      ? {
          shopId,
          name: c.name,
          email: null,
          phone: phones.get(c.parent) ?? null,
          note: `Child, booked by ${c.parent}`,
        }
      : adult(c),
  );
}

const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The menu: categories, services with their deposits; each service by its key. */
async function seedMenu(tx: Tx, shopId: string) {
  const categoryRows = await tx
    .insert(serviceCategories)
    .values(demoCategories.map((name, displayOrder) => ({ shopId, name, displayOrder })))
    .returning();
  const serviceRows = await tx
    .insert(services)
    .values(
      demoServices.map((s, displayOrder) => ({
        shopId,
        categoryId: categoryRows[s.category]?.id ?? null,
        name: s.name,
        description: s.description,
        durationMinutes: s.minutes,
        bufferAfterMinutes: s.after,
        priceAmount: s.price,
        currency: 'EUR',
        displayOrder,
      })),
    )
    .returning();
  // The demo's deposits are the services' own policies: a fixed amount each, paid online once
  // the salon enters its Stripe keys.
  const depositPolicies = demoServices.flatMap((s, i) =>
    'deposit' in s
      ? [
          {
            serviceId: (serviceRows[i] as { id: string }).id,
            shopId,
            paymentMode: 'deposit',
            depositKind: 'fixed',
            depositValue: s.deposit,
          },
        ]
      : [],
  );
  if (depositPolicies.length > 0) await tx.insert(servicePaymentPolicies).values(depositPolicies);
  const serviceByKey = new Map(
    demoServices.map((s, i) => [s.key, { spec: s, row: serviceRows[i] as (typeof serviceRows)[number] }]),
  );
  return serviceByKey;
}
type ServiceByKey = Awaited<ReturnType<typeof seedMenu>>;

/** The team: stylists with their weekly hours and the services each does. */
async function seedTeam(tx: Tx, shopId: string, serviceByKey: ServiceByKey) {
  const stylistRows = await tx
    .insert(stylists)
    .values(demoStylists.map((s, i) => ({ shopId, name: s.name, colorIndex: i, displayOrder: i })))
    .returning();
  await tx.insert(workingHours).values(
    demoStylists.flatMap((s, i) =>
      s.hours.flatMap(([weekdays, intervals]) =>
        weekdays.flatMap((weekday) =>
          intervals.map(([start, end]) => ({
            shopId,
            stylistId: (stylistRows[i] as { id: string }).id,
            weekday,
            startMinute: toMinutes(start),
            endMinute: toMinutes(end),
          })),
        ),
      ),
    ),
  );
  await tx.insert(serviceStylists).values(
    demoStylists.flatMap((s, i) =>
      s.does.map((key) => ({
        shopId,
        serviceId: serviceByKey.get(key)?.row.id as string,
        stylistId: (stylistRows[i] as { id: string }).id,
      })),
    ),
  );
  return stylistRows;
}

/** The regulars, and which of them each service may go to. */
async function seedCustomers(tx: Tx, shopId: string) {
  const customerRows = await tx
    .insert(customers)
    .values(demoCustomerValues(shopId))
    .returning({ id: customers.id });
  // Who each service may go to: no beard trims for women, children's cuts only for children.
  const customersFor = (key: keyof typeof demoServiceFor) =>
    customerRows.filter((_, i) => demoServiceFor[key].includes((demoCustomers[i] as DemoCustomer).kind));
  return customersFor;
}

/**
 * Two weeks of past and three of coming visits over each stylist's hours, the same for a given
 * day every time (a seeded random): busier soon and in the past, thinner further ahead.
 */
function plannedVisits({
  shopId,
  now,
  serviceByKey,
  stylistRows,
  customersFor,
}: {
  shopId: string;
  now: Date;
  serviceByKey: ServiceByKey;
  stylistRows: { id: string }[];
  customersFor: Awaited<ReturnType<typeof seedCustomers>>;
}) {
  const next = random(42);
  const today = dateOfInstant(ZONE, now.getTime());
  const appointmentValues: (typeof appointments.$inferInsert)[] = [];
  const itemValues: (typeof appointmentItems.$inferInsert & { appointmentIndex: number })[] = [];

  for (let offset = -14; offset <= 21; offset++) {
    const date = addDays(today, offset);
    const weekday = isoWeekday(date);
    demoStylists.forEach((stylist, stylistIndex) => {
      const stylistId = (stylistRows[stylistIndex] as { id: string }).id;
      const intervals = stylist.hours.find(([days]) => days.includes(weekday))?.[1] ?? [];
      for (const [from, to] of intervals) {
        let cursor = toMinutes(from);
        const end = toMinutes(to);
        while (cursor < end) {
          // Busier soon and in the past, thinner further ahead, as a real book fills up.
          const fill = offset <= 3 ? 0.7 : 0.4;
          if (next() > fill) {
            cursor += 15 * (1 + Math.floor(next() * 3));
            continue;
          }
          const key = stylist.does[Math.floor(next() * stylist.does.length)] as string;
          const service = serviceByKey.get(key as never);
          if (!service) break;
          const occupied = service.spec.minutes + service.spec.after;
          if (cursor + occupied > end) break;
          const start = wallTimeToInstant(ZONE, date, cursor);
          const item: VisitItem = {
            serviceId: service.row.id,
            stylistId,
            start,
            end: start + service.spec.minutes * 60_000,
            occupiedStart: start,
            occupiedEnd: start + occupied * 60_000,
          };
          const past = item.end < now.getTime();
          const candidates = customersFor(key as keyof typeof demoServiceFor);
          const roll = next();
          const status = past
            ? roll < 0.05
              ? 'no_show'
              : roll < 0.1
                ? 'cancelled'
                : 'completed'
            : roll < 0.05
              ? 'cancelled'
              : 'confirmed';
          const source: AppointmentSource =
            roll < 0.35 ? 'online' : roll < 0.5 ? 'google' : roll < 0.6 ? 'walk_in' : 'admin';
          appointmentValues.push({
            shopId,
            customerId: candidates[Math.floor(next() * candidates.length)]?.id ?? null,
            status,
            // Booked for a chosen stylist, as the booking page and the calendar would label it.
            label:
              status === 'no_show' ? 'NoShow' : labelBooked({ source, anyStylist: false, customLabel: null }),
            source,
            startsAt: new Date(item.start),
            endsAt: new Date(item.end),
            priceAmount: service.spec.price,
            currency: 'EUR',
            createdAt: new Date(Math.min(item.start - (2 + Math.floor(next() * 10)) * DAY_MS, now.getTime())),
          });
          itemValues.push({
            appointmentIndex: appointmentValues.length - 1,
            appointmentId: '',
            shopId,
            serviceId: service.row.id,
            serviceName: service.row.name,
            stylistId,
            position: 0,
            startsAt: new Date(item.start),
            endsAt: new Date(item.end),
            occupiedStart: new Date(item.occupiedStart),
            occupiedEnd: new Date(item.occupiedEnd),
            priceAmount: service.spec.price,
            active: status === 'confirmed' || status === 'completed',
          });
          cursor += occupied;
        }
      }
    });
  }
  return { appointmentValues, itemValues };
}

/** Menu, team with hours, regular customers, and two weeks of past and three of coming appointments. */
export async function seedDemoSalon(tx: Tx, shopId: string, now: Date) {
  const serviceByKey = await seedMenu(tx, shopId);
  const stylistRows = await seedTeam(tx, shopId, serviceByKey);
  const customersFor = await seedCustomers(tx, shopId);
  const { appointmentValues, itemValues } = plannedVisits({
    shopId,
    now,
    serviceByKey,
    stylistRows,
    customersFor,
  });
  if (appointmentValues.length === 0) return;
  const inserted = await tx.insert(appointments).values(appointmentValues).returning({ id: appointments.id });
  await tx.insert(appointmentItems).values(
    itemValues.map(({ appointmentIndex, ...item }) => ({
      ...item,
      appointmentId: (inserted[appointmentIndex] as { id: string }).id,
    })),
  );
  await tx.insert(appointmentHistory).values(
    inserted.map(({ id }, i) => ({
      shopId,
      appointmentId: id,
      actorKind: 'system',
      action: 'created',
      at: appointmentValues[i]?.createdAt ?? now,
      changes: { demo: true },
    })),
  );
}
