import { healthResponse } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { getHealth } from '../services/system/get-health.ts';

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Liveness, database reachability (503 while the database is away) and live updates: `degraded` while their listener is down',
        response: { 200: healthResponse, ...errorResponses },
      },
    },
    async () => getHealth(ctx, app.liveUpdates.listenerState()),
  );
};

/** Reports the live-update listener, so it needs the realtime plugin. */
export const healthRoutes = fp(routes, {
  name: 'salon-health-routes',
  dependencies: ['salon-realtime'],
  encapsulate: true,
});
