import { randomUUID } from 'node:crypto';
import {
  appointmentItems,
  appointments,
  type Db,
  serviceStylists,
  services,
  shops,
  stylists,
  workingHours,
} from '@salon/db';
import { wallTimeToInstant } from '@salon/domain';

export const BENCH_ZONE = 'Europe/Berlin';

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * 86_400_000).toISOString().slice(0, 10);
};

/**
 * The benchmark's shop: 20 stylists working Mon–Sat in two shifts, one 45-minute service
 * everyone performs, and `appointments` spread over `days` days from `firstDate` — never
 * overlapping per stylist, as the database would not allow it.
 */
export async function seedBenchShop(
  db: Db,
  options: {
    firstDate: string;
    days: number;
    stylistCount: number;
    appointmentCount: number;
    /**
     * Where stylist `s`'s `k`-th appointment goes (minutes after midnight of `firstDate` + `day`
     * days). By default spread over the days, one per hour at most.
     */
    place?: (s: number, k: number) => { day: number; startMinute: number; minutes: number };
  },
) {
  const [shop] = await db
    .insert(shops)
    .values({
      name: 'Bench Salon',
      subdomain: `bench-${randomUUID().slice(0, 8)}`,
      timeZone: BENCH_ZONE,
      minNoticeMinutes: 0,
      // Published, as the wizard's last step leaves it: a shop that is not live answers 404.
      liveAt: new Date('2020-01-01T00:00:00Z'),
    })
    .returning();
  if (!shop) throw new Error('no shop');
  const stylistRows = await db
    .insert(stylists)
    .values(
      Array.from({ length: options.stylistCount }, (_, i) => ({
        shopId: shop.id,
        name: `Stylist ${i + 1}`,
        colorIndex: i % 22,
        displayOrder: i,
      })),
    )
    .returning();
  await db.insert(workingHours).values(
    stylistRows.flatMap((s, i) =>
      [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        { shopId: shop.id, stylistId: s.id, weekday, startMinute: 9 * 60 + (i % 3) * 30, endMinute: 13 * 60 },
        {
          shopId: shop.id,
          stylistId: s.id,
          weekday,
          startMinute: 14 * 60,
          endMinute: 19 * 60 - (i % 2) * 60,
        },
      ]),
    ),
  );
  const [service] = await db
    .insert(services)
    .values({
      shopId: shop.id,
      name: 'Cut',
      durationMinutes: 45,
      bufferAfterMinutes: 10,
      priceAmount: 4000,
      currency: 'EUR',
    })
    .returning();
  if (!service) throw new Error('no service');
  await db
    .insert(serviceStylists)
    .values(stylistRows.map((s) => ({ shopId: shop.id, serviceId: service.id, stylistId: s.id })));

  // Each stylist's appointments fill whole hours, one per hour at most, so none overlap.
  const spread = (s: number, k: number) => {
    const slot = (k * 7 + s * 3) % (options.days * 10);
    return { day: Math.floor(slot / 10), startMinute: (9 + (slot % 10)) * 60, minutes: 30 + (k % 3) * 15 };
  };
  const place = options.place ?? spread;
  const perStylist = Math.ceil(options.appointmentCount / stylistRows.length);
  const rows: {
    appointment: typeof appointments.$inferInsert;
    item: Omit<typeof appointmentItems.$inferInsert, 'appointmentId'>;
  }[] = [];
  stylistRows.forEach((stylist, s) => {
    for (let k = 0; k < perStylist && rows.length < options.appointmentCount; k++) {
      const at = place(s, k);
      const date = addDays(options.firstDate, at.day);
      const start = wallTimeToInstant(BENCH_ZONE, date, at.startMinute);
      const end = start + at.minutes * 60_000;
      rows.push({
        appointment: {
          shopId: shop.id,
          status: 'confirmed',
          source: 'online',
          startsAt: new Date(start),
          endsAt: new Date(end),
          priceAmount: 4000,
          currency: 'EUR',
        },
        item: {
          shopId: shop.id,
          serviceId: service.id,
          serviceName: 'Cut',
          stylistId: stylist.id,
          position: 0,
          startsAt: new Date(start),
          endsAt: new Date(end),
          occupiedStart: new Date(start),
          occupiedEnd: new Date(end),
          priceAmount: 4000,
        },
      });
    }
  });
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const inserted = await db
      .insert(appointments)
      .values(chunk.map((r) => r.appointment))
      .returning({ id: appointments.id });
    await db
      .insert(appointmentItems)
      .values(chunk.map((r, j) => ({ ...r.item, appointmentId: (inserted[j] as { id: string }).id })));
  }
  return { shop, serviceId: service.id, stylistIds: stylistRows.map((s) => s.id), appointments: rows.length };
}
