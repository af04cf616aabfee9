import {
  type Actor,
  AppError,
  type PublicBooking,
  type PublicBookingRequest,
  publicBookingLabel,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { idLinkToken } from '../../infra/link-tokens.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { changeVisit, findVisitById } from '../../repositories/appointments.ts';
import { changeCustomer } from '../../repositories/customers.ts';
import { bookedItemFacts } from '../booking/appointment-items.ts';
import { insertAppointment } from '../booking/insert-appointment.ts';
import { type PlanRequest, planBooking } from '../booking/plan-booking.ts';
import { writeFirstFreePlan } from '../booking/write-first-free-plan.ts';
import { bookingLinkOf } from '../booking-links/booking-link-of.ts';
import { customerForGuest } from '../customers/customer-for-guest.ts';
import { customerForUser } from '../customers/customer-for-user.ts';
import { redeemOnVisit } from '../loyalty/redeem-on-visit.ts';
import { confirmationMail } from '../notifications/confirmation-mail.ts';
import { type StartedCardSetup, startCardSetup } from '../online-payments/start-card-setup.ts';
import { type StartedPayment, startOnlinePayment } from '../online-payments/start-online-payment.ts';
import { dueForVisit, paymentTermsOf } from '../payments/payment-terms.ts';
import { shopBySubdomain } from '../shops/shop-by-subdomain.ts';
import { contactForAccountBooking, contactForGuest, keepAccountContact } from './booking-contact.ts';
import { publicView } from './public-view.ts';

export async function createPublicBooking(
  ctx: ServiceContext,
  {
    subdomain,
    input,
    actor,
    ip,
  }: { subdomain: string; input: PublicBookingRequest; actor: Actor | null; ip: string },
): Promise<{
  booking: PublicBooking & { manageToken: string };
  emailSent: boolean;
  emailLater: boolean;
  payment: StartedPayment | null;
  cardSetup: StartedCardSetup | null;
}> {
  await consumeRateLimit(ctx, `booking:ip:${ip}`, ctx.rateLimits.bookingPerIp);
  const shop = await shopBySubdomain(ctx.db, subdomain);
  if (!actor && !shop.allowGuests) throw new AppError('error.http.401', 'Sign in to book at this salon');
  // Points belong to an account: a guest's typed address proves no claim to anyone's balance.
  if (!actor && input.redeemPoints !== undefined) {
    throw new AppError('error.http.401', 'Sign in to redeem loyalty points', {
      details: [{ path: 'body.redeemPoints', message: 'Only a signed-in customer redeems points' }],
    });
  }
  // Every booking has a customer the salon can reach: a guest gives name, e-mail and phone; a
  // signed-in customer's booking carries what neither the salon nor the account has yet.
  const guest = actor ? null : contactForGuest(shop, input.customer);
  const contact = actor ? await contactForAccountBooking(ctx.db, shop, actor.id, input.customer) : null;
  const link = await bookingLinkOf(ctx.db, shop.id, input.link);
  const request: PlanRequest = {
    shop,
    serviceIds: input.services,
    start: Date.parse(input.start),
    stylist: input.stylist,
    scope: { audience: 'public' },
    field: 'body',
  };
  const { services, plans, anyStylist } = await planBooking(ctx, request);
  const terms = await paymentTermsOf(ctx.db, shop.id);
  if (terms.cardOnFile && input.cardOnFileConsent !== true) {
    throw new AppError('ValidationError', 'Agree to the salon’s no-show terms to book', {
      details: [{ path: 'body.cardOnFileConsent', message: 'The salon keeps a card for its no-show fee' }],
    });
  }
  let customerId = '';
  const booked = shop.requiresApproval ? 'pending' : 'confirmed';
  const { id, due } = await writeFirstFreePlan(ctx, {
    request,
    plans,
    // The customer record is made in the appointment's transaction: a booking that loses its
    // time leaves no record of a customer who never came.
    write: async (tx, plan) => {
      const customer = guest
        ? await customerForGuest(tx, shop.id, guest)
        : await customerForUser(tx, shop.id, actor?.id as string, { phone: contact?.phone ?? null });
      if (actor && contact) await keepAccountContact(tx, { record: customer, userId: actor.id, contact });
      // Mails to the customer are written in the language of the page they last booked on. A
      // guest may type anyone's address, so a guest only gives a record without one its language.
      customerId = customer.id;
      const mayChange = guest ? customer.locale === null : true;
      if (input.locale && mayChange && customer.locale !== input.locale) {
        await changeCustomer(tx, customer.id, { locale: input.locale });
      }
      // A deposit or prepayment holds the time until Stripe confirms the payment; the hold is
      // under the same exclusion constraint, so of two customers paying for one slot one holds it.
      const asked = dueForVisit(terms, bookedItemFacts(services, plan)).beforeRedemption;
      const inserted = await insertAppointment(tx, {
        shop,
        now: ctx.now(),
        services,
        plan,
        customerId: customer.id,
        status: asked > 0 ? 'awaiting_payment' : booked,
        depositAmount: asked > 0 ? asked : null,
        label: publicBookingLabel({ requiresApproval: shop.requiresApproval, anyStylist }),
        source: link.source,
        aliasId: link.aliasId,
        anyStylist,
        note: input.note,
        guest,
        actor: { kind: 'customer', userId: actor?.id ?? null },
      });
      // Redeemed in the booking's transaction: a balance that does not cover the points books
      // nothing, and a booking that loses its time redeems nothing.
      let redeemed = 0;
      if (input.redeemPoints !== undefined) {
        const visit = await findVisitById(tx, inserted.result);
        ({ value: redeemed } = await redeemOnVisit(tx, {
          shop,
          customerId: customer.id,
          visit: visit as NonNullable<typeof visit>,
          points: input.redeemPoints,
          actorUserId: null,
          now: ctx.now(),
          field: 'body.redeemPoints',
        }));
      }
      // Points redeemed reduce what is paid online; covered in full, nothing is held for Stripe.
      const due = Math.max(0, asked - redeemed);
      if (asked > 0) {
        // Both statuses hold the time, as the hold did: the items stay as they are.
        await changeVisit(
          tx,
          inserted.result,
          due > 0 ? { depositAmount: due } : { status: booked, depositAmount: null },
        );
        if (due === 0) {
          const created = inserted.change.history[0]?.changes as { status?: string } | undefined;
          if (created) created.status = booked;
        }
      }
      return { change: inserted.change, result: { id: inserted.result, due } };
    },
  });
  // Confirmed once Stripe says it is paid: the mail and notifications wait for that.
  const payment = due > 0 ? await startOnlinePayment(ctx, { shop, appointmentId: id, amount: due }) : null;
  // The booking stands when Stripe cannot keep the card now: the salon then has none on file.
  const cardSetup = terms.cardOnFile
    ? await startCardSetup(ctx, {
        shopId: shop.id,
        customerId,
        consentVersion: cardConsentVersion(terms.cancellation),
      }).catch((err: unknown) => {
        ctx.log.warn({ err, shopId: shop.id, appointmentId: id }, 'no card kept for a booking');
        return null;
      })
    : null;
  const manageToken = idLinkToken(ctx.keys.tokens, 'manage', id);
  // A confirmed booking raised its confirmation mail with it (sent after commit); a request is
  // only e-mailed once the salon accepts or declines it. Said only when true: without a mail
  // server, or without an address, no mail is on its way.
  const mail = await confirmationMail(ctx, { shopId: shop.id, appointmentId: id });
  return {
    booking: { ...(await publicView(ctx.db, shop, id)), manageToken },
    emailSent: mail.queued,
    emailLater: mail.reachable && !mail.queued,
    payment,
    cardSetup,
  };
}

/** Names the terms the customer agreed to, as the widget's consent text states them. */
const cardConsentVersion = (policy: {
  freeCancellationHours: number;
  lateCancelPercent: number;
  noShowPercent: number;
}) =>
  `card-on-file-v1:no-show ${policy.noShowPercent}%;late ${policy.lateCancelPercent}%;free ${policy.freeCancellationHours}h`;
