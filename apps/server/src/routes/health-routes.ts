import { healthResponse, liveResponse, readyResponse } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { getHealth, getReadiness } from '../services/system/get-health.ts';

interface Options {
  ctx: ServiceContext;
  /** True from SIGTERM on, while the server drains before it stops accepting. */
  draining: () => boolean;
}

const routes: FastifyPluginAsyncZod<Options> = async (app, { ctx, draining }) => {
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
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness for a balancer or supervisor: the process serves (the database is not asked)',
        response: { 200: liveResponse },
      },
    },
    async () => ({ status: 'live' as const }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness for a balancer: 503 while the server drains after SIGTERM or the database is away',
        response: { 200: readyResponse, ...errorResponses },
      },
    },
    async () => getReadiness(ctx, draining()),
  );
};

/** Reports the live-update listener, so it needs the realtime plugin. */
export const healthRoutes = fp(routes, {
  name: 'salon-health-routes',
  dependencies: ['salon-realtime'],
  encapsulate: true,
});
