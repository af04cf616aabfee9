import { startStripeStandIn } from '../apps/server/test/stripe-stand-in.ts';
import { MAIL_FILE, PORT, SMTP_PORT, STRIPE_KEYS, STRIPE_PORT } from './constants.ts';
import { startMailCatcher } from './mail-catcher.ts';

export default async function globalSetup() {
  const server = await startMailCatcher(SMTP_PORT, MAIL_FILE);
  // Stripe cannot be reached from here: the stand-in answers the server's API calls, serves the
  // widget its Stripe.js, and tells the shop's webhook of a payment as Stripe would, signed.
  const stripe = await startStripeStandIn({
    acceptedKeys: [STRIPE_KEYS.secretKey],
    port: STRIPE_PORT,
    webhook: {
      url: (intent) => `http://127.0.0.1:${PORT}/api/public/stripe/webhook/${intent.metadata.shopId}`,
      secret: STRIPE_KEYS.webhookSecret,
    },
  });
  return async () => {
    await stripe.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
