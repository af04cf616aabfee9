import type { ShopRow } from '@salon/db';
import { AppError, isoInZone, manageTokenPattern } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { idOfLinkToken } from '../../infra/link-tokens.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { storedTokenHash, tokenHashes } from '../../infra/secrets.ts';
import { changeVisit, visitWithShop } from '../../repositories/appointments.ts';

/**
 * The appointment and its shop a customer's manage link names, after the rate limit: an invalid,
 * unknown or cut-off link is refused as ManageLinkInvalid, whichever it is.
 */
export async function bookingOfManageLink(ctx: ServiceContext, token: string, ip: string) {
  // A cut-off or mistyped link is not worth a database look-up, and answers like an unknown one.
  if (!manageTokenPattern.test(token))
    throw new AppError('ManageLinkInvalid', 'This link is not valid or has expired');
  // Tokens are long and random; the limit keeps anyone from trying many.
  await consumeRateLimit(ctx, `booking-token:ip:${ip}`, ctx.rateLimits.manageLinkPerIp);
  // A token derived from the appointment's id (every link since mails carry one) is checked by
  // its MAC; an older random one by its stored hash.
  const derived = idOfLinkToken(ctx.keys.tokens, 'manage', token);
  const row = await visitWithShop(
    ctx.db,
    derived ? { id: derived } : { manageTokenHashes: tokenHashes(ctx.keys.tokens, token) },
  );
  if (!row) throw new AppError('ManageLinkInvalid', 'This link is not valid or has expired');
  if (derived) return row;
  const keyed = storedTokenHash(ctx.keys.tokens, token);
  if (row.appointment.manageTokenHash !== keyed) {
    // A link from before tokens were stored keyed: store it the new way now that it is known.
    await changeVisit(ctx.db, row.appointment.id, { manageTokenHash: keyed });
  }
  return row;
}

const changeableStatuses = new Set(['pending', 'confirmed']);

/** The last instant (ms) a customer may still change the booking: the shop's window before its start. */
const changeDeadline = (shop: ShopRow, appointment: { startsAt: Date }) =>
  appointment.startsAt.getTime() - shop.changeWindowMinutes * 60_000;

/**
 * Until when the customer may still reschedule or cancel, on the shop's clock; null when the
 * booking is not pending or confirmed, or the window has passed (the rule `assertChangeable` applies).
 */
export function changeableUntil(
  ctx: Pick<ServiceContext, 'now'>,
  shop: ShopRow,
  appointment: { startsAt: Date; status: string },
): string | null {
  if (!changeableStatuses.has(appointment.status)) return null;
  const until = changeDeadline(shop, appointment);
  return ctx.now().getTime() > until ? null : isoInZone(until, shop.timeZone);
}

/** Customers change a booking only until the shop's window before its start; after that, they call. */
export function assertChangeable(
  ctx: ServiceContext,
  shop: ShopRow,
  appointment: { startsAt: Date; status: string },
) {
  if (!changeableStatuses.has(appointment.status)) {
    throw new AppError('InvalidTransition', `This booking is ${appointment.status} and cannot be changed`);
  }
  const until = changeDeadline(shop, appointment);
  if (ctx.now().getTime() > until) {
    const changeableUntil = isoInZone(until, shop.timeZone);
    throw new AppError('ChangeWindowClosed', `Changes were possible until ${changeableUntil}`, {
      details: { changeableUntil },
    });
  }
}
