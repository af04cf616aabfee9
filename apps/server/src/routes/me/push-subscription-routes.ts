import {
  deletePushSubscriptionRequest,
  okResponse,
  pushSubscriptionResponse,
  savePushSubscriptionRequest,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { deletePushSubscription } from '../../services/notifications/push/delete-push-subscription.ts';
import { savePushSubscription } from '../../services/notifications/push/save-push-subscription.ts';

const tags = ['me'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Keep or refresh this browser's Web Push subscription for you (201 new, 200 refreshed)",
        body: savePushSubscriptionRequest,
        response: { 200: pushSubscriptionResponse, 201: pushSubscriptionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.authenticate();
      const { created, subscription } = await savePushSubscription(ctx, actor, {
        body: request.body,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );

  app.delete(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Forget this browser's Web Push subscription (only your own)",
        body: deletePushSubscriptionRequest,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deletePushSubscription(ctx, await request.authenticate(), request.body.endpoint);
      return { ok: true as const };
    },
  );
};

export const pushSubscriptionRoutes = fp(routes, {
  name: 'salon-push-subscription-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
