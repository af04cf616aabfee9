import { startStripeStandIn } from '../apps/server/test/stripe-stand-in.ts';
import { MAIL_FILE, SMTP_PORT, STRIPE_PORT, STRIPE_SECRET_KEY } from './constants.ts';
import { startMailCatcher } from './mail-catcher.ts';

export default async function globalSetup() {
  const server = await startMailCatcher(SMTP_PORT, MAIL_FILE);
  const stripe = await startStripeStandIn({ acceptedKeys: [STRIPE_SECRET_KEY], port: STRIPE_PORT });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stripe.close();
  };
}
