import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { handleStripeWebhook } from '../../services/online-payments/handle-stripe-webhook.ts';

const tags = ['public: payments'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // Stripe signs the body's exact bytes: it is kept raw here, never parsed and re-serialized.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/stripe/webhook/:shopId',
    {
      schema: {
        tags,
        summary:
          'Stripe’s events for one shop (payment_intent.succeeded, payment_failed, canceled), signed with its webhook secret',
        params: z.object({ shopId: z.uuid() }),
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const signature = req.headers['stripe-signature'];
      return handleStripeWebhook(ctx, {
        shopId: req.params.shopId,
        rawBody: req.body as Buffer,
        signature: typeof signature === 'string' ? signature : undefined,
      });
    },
  );
};

export const stripeWebhookRoutes = fp(routes, {
  name: 'salon-stripe-webhook-routes',
  encapsulate: true,
});
