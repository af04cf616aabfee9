import { createShopRequest, meResponse, shopResponse, updateMeRequest } from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateProfile } from '../../services/auth-service.ts';
import type { ServiceContext } from '../../services/context.ts';
import { errorResponses } from '../../services/http.ts';
import { createShop } from '../../services/shop-service.ts';

const tags = ['me'];

export const meRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.patch(
    '/',
    {
      schema: {
        tags,
        summary: 'Change your name or language',
        body: updateMeRequest,
        response: { 200: meResponse, ...errorResponses },
      },
    },
    async (request) => {
      const actor = await request.authenticate();
      return updateProfile(ctx, actor.id, request.body);
    },
  );

  app.post(
    '/shops',
    {
      schema: {
        tags,
        summary: 'Open a shop; you become its owner (ROLE_SHOP_ADMIN)',
        body: createShopRequest,
        response: { 201: shopResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.authenticate();
      return reply.code(201).send(await createShop(ctx, actor, request.body));
    },
  );
};
