import { line, pushActionResponse, pushPublicKeyResponse } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { runPushAction } from '../../services/appointments/run-push-action.ts';

const tags = ['push'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: pushPublicKeyResponse, ...errorResponses },
      },
    },
    async () => ({ publicKey: ctx.webPush.publicKey }),
  );

  // A wildcard, not a parameter: the router cuts parameters at 100 characters, a signed token is longer.
  app.post(
    '/push-actions/*',
    {
      schema: {
        tags,
        summary:
          "A request notification's accept or decline button: the signed token in the path names the staff member, shop, appointment and action; no cookie needed",
        params: z.object({ '*': line().min(1).max(2048) }),
        response: { 200: pushActionResponse, ...errorResponses },
      },
    },
    async (request) => runPushAction(ctx, request.params['*']),
  );
};

export const pushRoutes = fp(routes, { name: 'salon-push-routes', encapsulate: true });
