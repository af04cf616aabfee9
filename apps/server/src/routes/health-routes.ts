import { sql } from '@salon/db';
import { healthResponse } from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../services/context.ts';
import { errorResponses } from '../services/http.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, ...errorResponses },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: ctx.dbKind, version: ctx.config.version };
    },
  );
};
