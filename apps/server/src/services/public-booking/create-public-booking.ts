import { appointments, customers, eq } from '@salon/db';
import {
  type Actor,
  AppError,
  type PublicBooking,
  type PublicBookingRequest,
  publicBookingLabel,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { commitFirst } from '../booking/commit-first.ts';
import { insertAppointment } from '../booking/insert-appointment.ts';
import { manageTokenFor } from '../booking/manage-token.ts';
import { type PlanRequest, planBooking } from '../booking/plan-booking.ts';
import { customerForGuest } from '../customers/customer-for-guest.ts';
import { customerForUser } from '../customers/customer-for-user.ts';
import { redeemOnVisit } from '../loyalty/redeem-on-visit.ts';
import { phoneForShop } from '../shared/phone-field.ts';
import { publicView } from './public-view.ts';
import { shopBySubdomain } from './shop-by-subdomain.ts';

export async function createPublicBooking(
  ctx: ServiceContext,
  {
    subdomain,
    input,
    actor,
    ip,
  }: { subdomain: string; input: PublicBookingRequest; actor: Actor | null; ip: string },
): Promise<{ booking: PublicBooking & { manageToken: string }; emailSent: boolean }> {
  await consumeRateLimit(ctx, `booking:ip:${ip}`, ctx.rateLimits.bookingPerIp);
  const shop = await shopBySubdomain(ctx.db, subdomain);
  if (!actor && !shop.allowGuests) throw new AppError('error.http.401', 'Sign in to book at this salon');
  // Points belong to an account: a guest's typed address proves no claim to anyone's balance.
  if (!actor && input.redeemPoints !== undefined) {
    throw new AppError('error.http.401', 'Sign in to redeem loyalty points', {
      details: [{ path: 'body.redeemPoints', message: 'Only a signed-in customer redeems points' }],
    });
  }
  if (!actor && !input.customer) {
    throw new AppError('ValidationError', 'Tell us who is booking', {
      details: [{ path: 'body.customer', message: 'Name, e-mail and phone are needed to book as a guest' }],
    });
  }
  // What a guest typed, with the phone read as a number of the shop's country and kept in E.164.
  const guest = actor
    ? null
    : (({ name, email, phone }) => ({
        name,
        email,
        phone: phoneForShop(shop, phone, 'body.customer.phone'),
      }))(input.customer as NonNullable<typeof input.customer>);
  const request: PlanRequest = {
    shop,
    serviceIds: input.services,
    start: Date.parse(input.start),
    stylist: input.stylist,
    scope: { audience: 'public' },
    field: 'body',
  };
  const { services, plans, anyStylist } = await planBooking(ctx, request);
  const id = await commitFirst(ctx, {
    request,
    plans,
    // The customer record is made in the appointment's transaction: a booking that loses its
    // time leaves no record of a customer who never came.
    write: async (tx, plan) => {
      const customer = guest
        ? await customerForGuest(tx, shop.id, guest)
        : await customerForUser(tx, shop.id, actor?.id as string);
      // Mails to the customer are written in the language of the page they last booked on. A
      // guest may type anyone's address, so a guest only gives a record without one its language.
      const mayChange = guest ? customer.locale === null : true;
      if (input.locale && mayChange && customer.locale !== input.locale) {
        await tx.update(customers).set({ locale: input.locale }).where(eq(customers.id, customer.id));
      }
      const inserted = await insertAppointment(tx, {
        shop,
        now: ctx.now(),
        services,
        plan,
        customerId: customer.id,
        status: shop.requiresApproval ? 'pending' : 'confirmed',
        label: publicBookingLabel({ requiresApproval: shop.requiresApproval, anyStylist }),
        source: input.source,
        anyStylist,
        note: input.note,
        guest,
        actor: { kind: 'customer', userId: actor?.id ?? null },
      });
      // Redeemed in the booking's transaction: a balance that does not cover the points books
      // nothing, and a booking that loses its time redeems nothing.
      if (input.redeemPoints !== undefined) {
        const [visit] = await tx
          .select({
            id: appointments.id,
            priceAmount: appointments.priceAmount,
            currency: appointments.currency,
          })
          .from(appointments)
          .where(eq(appointments.id, inserted.result));
        await redeemOnVisit(tx, {
          shop,
          customerId: customer.id,
          visit: visit as NonNullable<typeof visit>,
          points: input.redeemPoints,
          actorUserId: null,
          now: ctx.now(),
          field: 'body.redeemPoints',
        });
      }
      return inserted;
    },
  });
  // A confirmed booking raised its confirmation mail with it (sent after commit); a request is
  // only e-mailed once the salon accepts or declines it.
  const manageToken = manageTokenFor(ctx.keys.tokens, id);
  return {
    booking: { ...(await publicView(ctx.db, shop, id)), manageToken },
    emailSent: !shop.requiresApproval,
  };
}
