import {
  paymentSettingsRequest,
  paymentSettingsResponse,
  paymentSettingsUpdate,
  shopIdParams,
  stripeConnectionResponse,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getPaymentSettings } from '../../services/payments/get-payment-settings.ts';
import { testStripeConnection } from '../../services/payments/test-stripe-connection.ts';
import { updatePaymentSettings } from '../../services/payments/update-payment-settings.ts';

const tags = ['admin: payments'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/payment-settings',
    {
      schema: {
        tags,
        summary:
          'The shop’s Stripe keys (secrets only as their last 4 characters) and payment policy; owners only',
        params: shopIdParams,
        response: { 200: paymentSettingsResponse, ...errorResponses },
      },
    },
    async (req) => getPaymentSettings(ctx, await req.authenticate(), req.params.shopId),
  );
  const updateSummary =
    'Set the Stripe keys, payment and cancellation policy and per-service policies; a field left out keeps its stored value (an empty or absent secret keeps the stored one, null removes it; absent serviceOverrides keeps the services’ own policies). A deposit or prepayment needs the publishable and secret keys (StripeNotConfigured otherwise)';
  for (const [method, body, summary] of [
    ['PATCH', paymentSettingsUpdate, updateSummary],
    [
      'PUT',
      paymentSettingsRequest,
      `As PATCH with the policy and terms required (kept for older clients). ${updateSummary}`,
    ],
  ] as const) {
    app.route({
      method,
      url: '/shops/:shopId/payment-settings',
      schema: {
        tags,
        summary,
        params: shopIdParams,
        body,
        response: { 200: paymentSettingsResponse, ...errorResponses },
      },
      handler: async (req) =>
        updatePaymentSettings(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
    });
  }
  app.post(
    '/shops/:shopId/payment-settings/test-connection',
    {
      schema: {
        tags,
        summary:
          'Ask Stripe whether it accepts the stored secret key (StripeKeyInvalid, StripeUnreachable otherwise)',
        params: shopIdParams,
        response: { 200: stripeConnectionResponse, ...errorResponses },
      },
    },
    async (req) => testStripeConnection(ctx, await req.authenticate(), req.params.shopId),
  );
};

// Every handler asks the session who is calling.
export const paymentRoutes = fp(routes, {
  name: 'salon-payment-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
