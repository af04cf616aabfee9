import type { Executor } from '@salon/db';
import { findShopLink } from '../../repositories/booking-links.ts';
import type { AliasKind } from './alias-view.ts';

// What a link's name can be (aliasRequest); anything else was never one, and is not looked up.
const ALIAS = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const couldBeAlias = (name: string) => ALIAS.test(name);

/**
 * The source of an online booking and the link it came through. The booking page sends the
 * name of the link it was opened from; only a link of this shop counts, and only the shop's
 * Google link makes the booking one from Google. A made-up name, another shop's link or none
 * leaves a plain booking-page booking, so no one can count as Google by editing an address.
 */
export async function bookingLinkOf(
  db: Executor,
  shopId: string,
  link: string | undefined,
): Promise<{ source: 'online' | 'google'; aliasId: string | null }> {
  const name = link?.trim().toLowerCase();
  if (!name || !ALIAS.test(name)) return { source: 'online', aliasId: null };
  const row = await findShopLink(db, shopId, name);
  if (!row) return { source: 'online', aliasId: null };
  return { source: (row.kind as AliasKind) === 'google' ? 'google' : 'online', aliasId: row.id };
}
