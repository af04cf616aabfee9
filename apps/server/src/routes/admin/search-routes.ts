import { searchQuery, searchResponse, shopIdParams } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { search } from '../../services/search/search.ts';

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/search',
    {
      schema: {
        tags: ['admin: search'],
        summary: 'Customers and appointments matching a text, for the navbar’s search',
        params: shopIdParams,
        querystring: searchQuery,
        response: { 200: searchResponse, ...errorResponses },
      },
    },
    async (req) => search(ctx, await req.authenticate(), { shopId: req.params.shopId, q: req.query.q }),
  );
};

// Every handler asks the session who is calling.
export const searchRoutes = fp(routes, {
  name: 'salon-search-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
