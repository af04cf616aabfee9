import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StripeStandIn } from './stripe-stand-in.ts';

const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0] as string;

/**
 * After a booking that asked for a deposit and a card on file: the customer pays and keeps the
 * card in the browser (Stripe's side, in the stand-in), and Stripe's two signed events reach the
 * shop's endpoint, as they would in production. Answers the visit's id.
 */
export async function payAndKeepCard(
  app: FastifyInstance,
  stripe: StripeStandIn,
  {
    shopId,
    webhookSecret,
    booking,
    card = '4242424242424242',
  }: {
    shopId: string;
    webhookSecret: string;
    booking: {
      booking: { id: string };
      payment: { clientSecret: string };
      cardSetup: { clientSecret: string };
    };
    card?: string;
  },
): Promise<string> {
  const deliver = async (type: string, objectId: string) => {
    const event = stripe.signedEvent(type, objectId, webhookSecret);
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/stripe/webhook/${shopId}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const paymentId = intentOf(booking.payment.clientSecret);
  stripe.succeed(paymentId);
  await deliver('payment_intent.succeeded', paymentId);
  const setupId = intentOf(booking.cardSetup.clientSecret);
  stripe.confirmSetup(setupId, card);
  await deliver('setup_intent.succeeded', setupId);
  return booking.booking.id;
}
