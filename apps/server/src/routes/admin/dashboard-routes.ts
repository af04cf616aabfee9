import { dashboardQuery, dashboardResponse, shopIdParams } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getDashboard } from '../../services/dashboard/get-dashboard.ts';

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/dashboard',
    {
      schema: {
        tags: ['admin: dashboard'],
        summary: 'Today at a glance, and bookings, revenue, occupancy, no-shows and customers of a period',
        params: shopIdParams,
        querystring: dashboardQuery,
        response: { 200: dashboardResponse, ...errorResponses },
      },
    },
    async (req) =>
      getDashboard(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
};

// Every handler asks the session who is calling.
export const dashboardRoutes = fp(routes, {
  name: 'salon-dashboard-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
