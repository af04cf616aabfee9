import { shopListResponse } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { listAllShops } from '../../services/shops/list-all-shops.ts';

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops',
    {
      schema: {
        tags: ['platform'],
        summary: 'Every shop (ROLE_ADMIN)',
        response: { 200: shopListResponse, ...errorResponses },
      },
    },
    async (request) => listAllShops(ctx, await request.authenticate()),
  );
};

// Every handler asks the session who is calling.
export const platformShopRoutes = fp(routes, {
  name: 'salon-platform-shop-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
