import {
  appointmentHistory,
  appointmentItems,
  appointments,
  customers,
  serviceCategories,
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
import { toMinutes } from '../services/shared/wall-clock.ts';
import { demoCategories, demoCustomers, demoServices, demoStylists } from './demo-salon-data.ts';

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

const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Menu, team with hours, regular customers, and two weeks of past and three of coming appointments. */
export async function seedDemoSalon(tx: Tx, shopId: string, now: Date) {
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
        durationMinutes: s.minutes,
        bufferAfterMinutes: s.after,
        priceAmount: s.price,
        currency: 'EUR',
        depositAmount: 'deposit' in s ? s.deposit : null,
        displayOrder,
      })),
    )
    .returning();
  const serviceByKey = new Map(
    demoServices.map((s, i) => [s.key, { spec: s, row: serviceRows[i] as (typeof serviceRows)[number] }]),
  );

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
  const customerRows = await tx
    .insert(customers)
    .values(
      demoCustomers.map((name, i) => ({
        shopId,
        name,
        email: `${name
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^\w ]/g, '')
          .replace(' ', '.')}@example.com`,
        phone: `+49151${String(1_000_000 + i * 7919).slice(0, 7)}`,
      })),
    )
    .returning({ id: customers.id });

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
            customerId: customerRows[Math.floor(next() * customerRows.length)]?.id ?? null,
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
