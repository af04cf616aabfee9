import { sql } from '@salon/db';
import { healthResponse } from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../context.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { LiveUpdates } from '../plugins/realtime.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext; live: LiveUpdates }> = async (
  app,
  { ctx, live },
) => {
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
    async () => {
      await ctx.db.execute(sql`select 1`);
      const listener = live.listenerState();
      return {
        status: listener === 'up' ? ('ok' as const) : ('degraded' as const),
        db: ctx.dbKind,
        version: ctx.config.version,
        listener,
      };
    },
  );
};
