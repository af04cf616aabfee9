import { shopListResponse } from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { listAllShops } from '../../services/shop-service.ts';

export const platformShopRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
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
