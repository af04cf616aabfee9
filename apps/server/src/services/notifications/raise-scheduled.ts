import { notificationEvents, shops, sql } from '@salon/db';
import { birthdayGreetingAt, dateOfInstant } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';

type ScanContext = Pick<ServiceContext, 'db' | 'now'>;

/**
 * Raises the events of every reminder and review request that is due, each once: the due rows
 * are taken (SKIP LOCKED) and deleted in the transaction that raises their events, whose dedupe
 * key is the row's. The index on `due_at` keeps this a short range scan however many
 * appointments the database holds. Returns how many were raised.
 */
export async function raiseDueNotifications(
  ctx: ScanContext,
  options: { limit?: number } = {},
): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const due = await queryRows<{
      id: string;
      shop_id: string;
      type: string;
      appointment_id: string | null;
      customer_id: string | null;
      dedupe_key: string;
    }>(
      tx,
      sql`delete from scheduled_notifications where id in (
            select id from scheduled_notifications where due_at <= ${now.toISOString()}::timestamptz
            order by due_at limit ${options.limit ?? 500} for update skip locked)
          returning id, shop_id, type, appointment_id, customer_id, dedupe_key`,
    );
    if (due.length === 0) return 0;
    await tx
      .insert(notificationEvents)
      .values(
        due.map((row) => ({
          shopId: row.shop_id,
          type: row.type,
          appointmentId: row.appointment_id,
          customerId: row.customer_id,
          dedupeKey: row.dedupe_key,
        })),
      )
      .onConflictDoNothing({ target: notificationEvents.dedupeKey });
    return due.length;
  });
}

/**
 * Raises today's birthday greetings of shops that send them, from 09:00 shop time on, for
 * customers who accepted marketing; once per customer and year (the event's dedupe key).
 */
export async function raiseBirthdayGreetings(ctx: ScanContext): Promise<number> {
  const now = ctx.now();
  const sending = await ctx.db
    .select({ id: shops.id, timeZone: shops.timeZone })
    .from(shops)
    .where(sql`${shops.birthdayGreetingsEnabled}`);
  let raised = 0;
  for (const shop of sending) {
    const today = dateOfInstant(shop.timeZone, now.getTime());
    const [year, month, day] = today.split('-');
    const monthDay = `${month}-${day}`;
    const leap = (Number(year) % 4 === 0 && Number(year) % 100 !== 0) || Number(year) % 400 === 0;
    // Those born on 29 February are greeted on the 28th in other years.
    const days = monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [monthDay];
    const customers = await queryRows<{ id: string; birthday: string }>(
      ctx.db,
      sql`select id, birthday::text as birthday from customers
          where shop_id = ${shop.id} and marketing_consent and birthday is not null
            and to_char(birthday, 'MM-DD') in ${days}`,
    );
    const due = customers.filter(
      (c) => now.getTime() >= birthdayGreetingAt(shop.timeZone, c.birthday, Number(year)),
    );
    if (due.length === 0) continue;
    const inserted = await ctx.db
      .insert(notificationEvents)
      .values(
        due.map((c) => ({
          shopId: shop.id,
          type: 'CustomerHappyBirthday',
          customerId: c.id,
          dedupeKey: `birthday:${c.id}:${year}`,
        })),
      )
      .onConflictDoNothing({ target: notificationEvents.dedupeKey })
      .returning({ id: notificationEvents.id });
    raised += inserted.length;
  }
  return raised;
}
