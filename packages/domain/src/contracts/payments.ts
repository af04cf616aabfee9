import { z } from 'zod';
import { depositKinds, paymentModes } from '../payments.ts';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: 'Must be a number' })
    .int({ message: 'Must be a whole number' })
    .min(min, { message: `Must be at least ${min}` })
    .max(max, { message: `Must be at most ${max}` });

/**
 * A Stripe key field as the settings form sends it: absent or empty keeps what is stored (the
 * form never receives a secret to send back), null removes it, a value replaces it.
 */
const stripeKey = (pattern: RegExp, message: string) =>
  z
    .string({ message })
    .trim()
    .refine((value) => value === '' || pattern.test(value), { message })
    .transform((value) => (value === '' ? undefined : value))
    .nullable()
    .optional();

export const stripePublishableKeyPattern = /^pk_(test|live)_[A-Za-z0-9]{8,247}$/;
export const stripeSecretKeyPattern = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$/;
export const stripeWebhookSecretPattern = /^whsec_[A-Za-z0-9+/=]{8,247}$/;

/** How bookings are paid: at the salon, a deposit (a percentage of the price or a fixed amount), or prepaid. */
export const paymentPolicy = z
  .object({
    mode: z.enum(paymentModes, { message: 'Must be at_salon, deposit or prepay' }),
    depositKind: z.enum(depositKinds, { message: 'Must be percent or fixed' }).nullish(),
    /** 1–100 for a percentage; minor units of the shop's currency for a fixed deposit. */
    depositValue: wholeNumber(1, 100_000_000).nullish(),
  })
  .superRefine((policy, ctx) => {
    if (policy.mode !== 'deposit') return;
    if (!policy.depositKind)
      ctx.addIssue({ code: 'custom', path: ['depositKind'], message: 'Choose percent or fixed' });
    if (policy.depositValue == null) {
      ctx.addIssue({ code: 'custom', path: ['depositValue'], message: 'Give the deposit' });
    } else if (policy.depositKind === 'percent' && policy.depositValue > 100) {
      ctx.addIssue({ code: 'custom', path: ['depositValue'], message: 'Must be at most 100' });
    }
  })
  // A deposit's kind and value mean nothing for the other modes: they are not kept.
  .transform((policy) =>
    policy.mode === 'deposit'
      ? {
          mode: policy.mode,
          depositKind: policy.depositKind ?? null,
          depositValue: policy.depositValue ?? null,
        }
      : { mode: policy.mode, depositKind: null, depositValue: null },
  );
export type PaymentPolicyBody = z.output<typeof paymentPolicy>;

/** Cancellation terms: free until N hours before; later X % of the price; a no-show Y %. */
export const cancellationPolicy = z.object({
  freeCancellationHours: wholeNumber(0, 720),
  lateCancelPercent: wholeNumber(0, 100),
  noShowPercent: wholeNumber(0, 100),
});

export const servicePaymentOverride = z.object({
  serviceId: z.uuid({ message: 'Must be a service id' }),
  policy: paymentPolicy,
});

const paymentSettingsFields = z.object({
  stripe: z
    .object({
      /** pk_test_… or pk_live_…; shown in full (it is public). */
      publishableKey: stripeKey(
        stripePublishableKeyPattern,
        'Must be a Stripe publishable key (pk_test_… or pk_live_…)',
      ),
      /** sk_… or a restricted rk_… key; never sent back. */
      secretKey: stripeKey(
        stripeSecretKeyPattern,
        'Must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
      ),
      /** whsec_…; never sent back. */
      webhookSecret: stripeKey(
        stripeWebhookSecretPattern,
        'Must be a Stripe webhook signing secret (whsec_…)',
      ),
    })
    .default({}),
  policy: paymentPolicy,
  cancellation: cancellationPolicy,
  /**
   * Every service with its own policy; those not listed follow the shop's. Absent keeps the
   * stored ones: the service form sets a service's policy, the payments tab need not send them.
   */
  serviceOverrides: z.array(servicePaymentOverride).max(1000).optional(),
  /**
   * The booking widget asks for a card, with the customer's consent to the no-show terms, so a
   * no-show fee can be charged later. Needs the Stripe keys and a no-show share above 0. Absent
   * keeps the stored choice.
   */
  cardOnFileRequired: z.boolean().optional(),
});

type PaymentSettingsFields = z.output<typeof paymentSettingsFields>;

/** What a body must hold together, whole (PUT) or in part (PATCH). */
function checkPaymentSettings(
  body: Omit<PaymentSettingsFields, 'policy' | 'cancellation'> & Partial<PaymentSettingsFields>,
  ctx: z.RefinementCtx,
) {
  if (body.cardOnFileRequired && body.cancellation?.noShowPercent === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['cardOnFileRequired'],
      message: 'Needs a no-show fee above 0 %',
    });
  }
  const seen = new Set<string>();
  (body.serviceOverrides ?? []).forEach((override, index) => {
    if (seen.has(override.serviceId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceOverrides', index, 'serviceId'],
        message: 'Listed twice',
      });
    }
    seen.add(override.serviceId);
  });
  const { publishableKey, secretKey } = body.stripe;
  // A test publishable key with a live secret key (or the reverse) takes no payment at all.
  if (publishableKey && secretKey && publishableKey.includes('_live_') !== secretKey.includes('_live_')) {
    ctx.addIssue({
      code: 'custom',
      path: ['stripe', 'secretKey'],
      message: 'Must be of the same mode (test or live) as the publishable key',
    });
  }
}

/** The whole settings (PUT, kept for clients written before PATCH): policy and terms required. */
export const paymentSettingsRequest = paymentSettingsFields.superRefine(checkPaymentSettings);
/**
 * The fields to change (PATCH, as every settings resource): each one left out keeps its stored
 * value; the keys' mode and the no-show share a kept card needs are checked against what is stored.
 */
export const paymentSettingsUpdate = paymentSettingsFields
  .extend({ policy: paymentPolicy.optional(), cancellation: cancellationPolicy.optional() })
  .superRefine(checkPaymentSettings);
export type PaymentSettingsRequest = z.output<typeof paymentSettingsUpdate>;

/** A stored secret as the settings show it: whether one is set and its last four characters. */
export const storedSecret = z.object({ set: z.boolean(), last4: z.string().nullable() });

export const paymentSettingsResponse = z.object({
  /** The shop's currency: every amount is in its minor units. */
  currency: z.string(),
  cardOnFileRequired: z.boolean(),
  stripe: z.object({
    publishableKey: z.string().nullable(),
    secretKey: storedSecret,
    webhookSecret: storedSecret,
    /** Test or live, from the keys; null without keys. */
    mode: z.enum(['test', 'live']).nullable(),
  }),
  policy: z.object({
    mode: z.enum(paymentModes),
    depositKind: z.enum(depositKinds).nullable(),
    depositValue: z.number().int().nullable(),
  }),
  cancellation: cancellationPolicy,
  serviceOverrides: z.array(
    z.object({
      serviceId: z.uuid(),
      serviceName: z.string(),
      policy: z.object({
        mode: z.enum(paymentModes),
        depositKind: z.enum(depositKinds).nullable(),
        depositValue: z.number().int().nullable(),
      }),
    }),
  ),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PaymentSettingsResponse = z.output<typeof paymentSettingsResponse>;

/** Stripe accepted the stored secret key. */
export const stripeConnectionResponse = z.object({
  ok: z.literal(true),
  livemode: z.boolean(),
  /** The Stripe account the key belongs to, when the key may read it. */
  accountId: z.string().nullable(),
});
export type StripeConnectionResponse = z.output<typeof stripeConnectionResponse>;
