import { eq, type ShopRow, shops } from '@salon/db';
import { type Actor, AppError, type BookingRules, type bookingRulesUpdate } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { assertCan } from './abilities.ts';
import { updateShopRow } from './shop-service.ts';

export const rulesOf = (shop: ShopRow): BookingRules => ({
  timeZone: shop.timeZone,
  slotStepMinutes: shop.slotStepMinutes as BookingRules['slotStepMinutes'],
  minNoticeMinutes: shop.minNoticeMinutes,
  maxAdvanceDays: shop.maxAdvanceDays,
  changeWindowMinutes: shop.changeWindowMinutes,
  requiresApproval: shop.requiresApproval,
  allowGuests: shop.allowGuests,
  currency: shop.currency,
});

export async function getRules(ctx: ServiceContext, actor: Actor, shopId: string): Promise<BookingRules> {
  assertCan(actor, 'read', 'calendar', shopId);
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return rulesOf(shop);
}

export async function updateRules(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: z.output<typeof bookingRulesUpdate>,
): Promise<BookingRules> {
  assertCan(actor, 'manage', 'Settings', shopId);
  return rulesOf(await updateShopRow(ctx, shopId, input));
}
