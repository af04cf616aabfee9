import Stripe from 'stripe';

/**
 * A Stripe client for one shop's secret key. `apiBase` (STRIPE_API_BASE) sends its requests
 * elsewhere than api.stripe.com — a local stand-in in tests — through the library's own
 * host/port/protocol options. No automatic retries: a person is waiting for the answer, and
 * the writes that need retrying carry idempotency keys of their own.
 */
export function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 0, timeout: 15_000, telemetry: false };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.protocol = protocol;
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(secretKey, config);
}

export type StripeFailure = 'keyInvalid' | 'unreachable';

/**
 * What a failed Stripe call means for the salon: its key was refused (wrong, revoked or without
 * the permission), or Stripe could not be reached or failed on its side.
 */
export function stripeFailure(err: unknown): StripeFailure {
  if (
    err instanceof Stripe.errors.StripeAuthenticationError ||
    err instanceof Stripe.errors.StripePermissionError
  ) {
    return 'keyInvalid';
  }
  return 'unreachable';
}

export { Stripe };
