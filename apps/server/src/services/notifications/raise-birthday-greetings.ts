import { notificationEvents, shops, sql } from '@salon/db';
import { birthdayGreetingAt, dateOfInstant } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';

type ScanContext = Pick<ServiceContext, 'db' | 'now'>;

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
