import type { ShopRow } from '@salon/db';
import {
  type Actor,
  googleReviewLink,
  type ReviewSettingsResponse,
  type ReviewSettingsUpdate,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow, updateShopRow } from '../shops/shop-records.ts';

const settingsOf = (shop: ShopRow): ReviewSettingsResponse => ({
  googlePlaceId: shop.googlePlaceId,
  googleReviewUrl: shop.googleReviewUrl,
  showReviewsInWidget: shop.showReviewsInWidget,
  googleReviewLink: googleReviewLink(shop),
});

/** The googleReview tab: the salon's Google listing and whether the booking page shows reviews. */
export async function getReviewSettings(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
): Promise<ReviewSettingsResponse> {
  assertCan(actor, 'read', 'Shop', shopId);
  return settingsOf(await findShopRow(ctx.db, shopId));
}

export async function updateReviewSettings(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: ReviewSettingsUpdate },
): Promise<ReviewSettingsResponse> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const row = await updateShopRow(ctx, shopId, {
    googlePlaceId: input.googlePlaceId,
    googleReviewUrl: input.googleReviewUrl,
    showReviewsInWidget: input.showReviewsInWidget,
  });
  return settingsOf(row);
}
