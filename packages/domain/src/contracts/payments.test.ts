import { describe, expect, it } from 'vitest';
import { paymentSettingsRequest } from './payments.ts';

const base = {
  policy: { mode: 'at_salon' },
  cancellation: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
};
const stripeFields = (stripe: object) => paymentSettingsRequest.safeParse({ ...base, stripe });
const failedPaths = (result: ReturnType<typeof paymentSettingsRequest.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));

describe('payment settings request', () => {
  it('takes Stripe keys of each kind and mode, trimmed', () => {
    const result = stripeFields({
      publishableKey: ' pk_live_51AbCdEf012345 ',
      secretKey: 'rk_live_51AbCdEf012345',
      webhookSecret: 'whsec_AbCdEf0123456789',
    });
    expect(result.success).toBe(true);
    expect(result.data?.stripe.publishableKey).toBe('pk_live_51AbCdEf012345');
    expect(stripeFields({ secretKey: 'sk_test_51AbCdEf012345' }).success).toBe(true);
  });

  it('reads an empty or absent secret as "keep", null as "remove"', () => {
    expect(stripeFields({ secretKey: '' }).data?.stripe.secretKey).toBeUndefined();
    expect(stripeFields({}).data?.stripe.secretKey).toBeUndefined();
    expect(stripeFields({ secretKey: null }).data?.stripe.secretKey).toBeNull();
  });

  it('refuses keys in the wrong field or of mixed modes, naming the field', () => {
    expect(failedPaths(stripeFields({ publishableKey: 'sk_test_51AbCdEf012345' }))).toEqual([
      'stripe.publishableKey',
    ]);
    expect(failedPaths(stripeFields({ secretKey: 'whsec_AbCdEf0123456789' }))).toEqual(['stripe.secretKey']);
    expect(failedPaths(stripeFields({ webhookSecret: 'pk_test_51AbCdEf012345' }))).toEqual([
      'stripe.webhookSecret',
    ]);
    expect(
      failedPaths(
        stripeFields({ publishableKey: 'pk_test_51AbCdEf012345', secretKey: 'sk_live_51AbCdEf012345' }),
      ),
    ).toEqual(['stripe.secretKey']);
  });

  it('asks a deposit for its kind and value, and drops them for the other modes', () => {
    const policy = (p: object) => paymentSettingsRequest.safeParse({ ...base, policy: p });
    expect(failedPaths(policy({ mode: 'deposit' }))).toEqual(['policy.depositKind', 'policy.depositValue']);
    expect(failedPaths(policy({ mode: 'deposit', depositKind: 'percent', depositValue: 101 }))).toEqual([
      'policy.depositValue',
    ]);
    expect(policy({ mode: 'deposit', depositKind: 'fixed', depositValue: 2500 }).data?.policy).toEqual({
      mode: 'deposit',
      depositKind: 'fixed',
      depositValue: 2500,
    });
    expect(policy({ mode: 'prepay', depositKind: 'fixed', depositValue: 2500 }).data?.policy).toEqual({
      mode: 'prepay',
      depositKind: null,
      depositValue: null,
    });
  });

  it('refuses the same service listed twice', () => {
    const serviceId = '7d1f4a52-3c0e-4b5e-9f47-2d7c8b1a9e10';
    const result = paymentSettingsRequest.safeParse({
      ...base,
      serviceOverrides: [
        { serviceId, policy: { mode: 'prepay' } },
        { serviceId, policy: { mode: 'at_salon' } },
      ],
    });
    expect(failedPaths(result)).toEqual(['serviceOverrides.1.serviceId']);
  });
});
