import { type Actor, isAppError, manageTokenPattern } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { claimedId, idLinkTokenMatches, idOfLinkToken } from '../../infra/link-tokens.ts';
import { findVisitById } from '../../repositories/appointments.ts';
import { bookingOfManageLink } from '../booking/booking-of-manage-link.ts';
import { customerOfLink } from '../notification-preferences/get-preferences.ts';
import { shopForPage } from '../shops/shop-by-subdomain.ts';

/** A page of the booking widget, as its address names it. */
export type BookingPage =
  | { kind: 'book'; subdomain: string; preview: boolean }
  | { kind: 'manage' | 'preferences' | 'review'; token: string }
  | { kind: 'none' };

/** What a page found, or that what it names does not exist (the page then answers 404). */
export type PageLookup<T> = { found: true; value: T } | { found: false };

/** The refusals that mean "no such shop or link", as the page's own API call would answer them. */
const unknownCodes = new Set([
  'NotFound',
  'ManageLinkInvalid',
  'PreferencesLinkInvalid',
  'ReviewLinkInvalid',
]);

const foundOrUnknown = async <T>(lookup: () => Promise<T>): Promise<PageLookup<T>> => {
  try {
    return { found: true, value: await lookup() };
  } catch (err) {
    if (isAppError(err) && unknownCodes.has(err.code)) return { found: false };
    throw err;
  }
};

const exists = (ctx: ServiceContext, appointmentId: string) => findVisitById(ctx.db, appointmentId);

/**
 * Whether the shop or link a widget page names exists, so that the page can answer 404 when it
 * does not (the page itself says so and leads on). Signed links are judged by their MAC and one
 * look-up, without the rate limit of the page's own API call, which still applies to it; only a
 * manage link from before links were derived needs the look-up that is limited.
 */
export async function bookingPageFound(
  ctx: ServiceContext,
  page: BookingPage,
  { ip, actor }: { ip: string; actor: () => Promise<Actor | null> },
): Promise<PageLookup<{ shopName: string } | null>> {
  switch (page.kind) {
    case 'none':
      return { found: false };
    case 'book':
      return foundOrUnknown(async () => {
        const { shop } = await shopForPage(ctx.db, page.subdomain, {
          preview: page.preview,
          actor: page.preview ? await actor() : null,
        });
        return { shopName: shop.name };
      });
    case 'manage': {
      if (!manageTokenPattern.test(page.token)) return { found: false };
      const derived = idOfLinkToken(ctx.keys.tokens, 'manage', page.token);
      if (derived) return (await exists(ctx, derived)) ? { found: true, value: null } : { found: false };
      return foundOrUnknown(async () => (await bookingOfManageLink(ctx, page.token, ip)) && null);
    }
    case 'preferences':
      return foundOrUnknown(async () => (await customerOfLink(ctx, page.token)) && null);
    case 'review': {
      const claimed = claimedId(page.token);
      const visit = claimed && (await exists(ctx, claimed.id));
      const known =
        !!claimed &&
        !!visit?.customerId &&
        idLinkTokenMatches(ctx.keys.tokens, 'review', claimed, visit.customerId);
      return known ? { found: true, value: null } : { found: false };
    }
  }
}
