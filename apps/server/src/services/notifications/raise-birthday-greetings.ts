import { birthdayGreetingAt, dateOfInstant } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { marketingCustomersBornOn } from '../../repositories/customers.ts';
import { recordNotificationEvents } from '../../repositories/notification-events.ts';
import { shopsSendingBirthdayGreetings } from '../../repositories/shops.ts';

type ScanContext = Pick<ServiceContext, 'db' | 'now'>;

/**
 * Raises today's birthday greetings of shops that send them, from 09:00 shop time on, for
 * customers who accepted marketing; once per customer and year (the event's dedupe key).
 */
export async function raiseBirthdayGreetings(ctx: ScanContext): Promise<number> {
  const now = ctx.now();
  const sending = await shopsSendingBirthdayGreetings(ctx.db);
  let raised = 0;
  for (const shop of sending) {
    const today = dateOfInstant(shop.timeZone, now.getTime());
    const [year, month, day] = today.split('-');
    const monthDay = `${month}-${day}`;
    const leap = (Number(year) % 4 === 0 && Number(year) % 100 !== 0) || Number(year) % 400 === 0;
    // Those born on 29 February are greeted on the 28th in other years.
    const days = monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [monthDay];
    const customers = await marketingCustomersBornOn(ctx.db, shop.id, days);
    const due = customers.filter(
      (c) => now.getTime() >= birthdayGreetingAt(shop.timeZone, c.birthday, Number(year)),
    );
    if (due.length === 0) continue;
    raised += await recordNotificationEvents(
      ctx.db,
      due.map((c) => ({
        shopId: shop.id,
        type: 'CustomerHappyBirthday',
        customerId: c.id,
        dedupeKey: `birthday:${c.id}:${year}`,
      })),
    );
  }
  return raised;
}
