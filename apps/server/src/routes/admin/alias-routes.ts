import {
  aliasListResponse,
  aliasRequest,
  aliasResponse,
  idParams,
  okResponse,
  shopIdParams,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createAlias } from '../../services/booking-links/create-alias.ts';
import { deleteAlias } from '../../services/booking-links/delete-alias.ts';
import { listAliases } from '../../services/booking-links/list-aliases.ts';

const tags = ['admin: booking links'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/aliases',
    {
      schema: {
        tags,
        summary: 'The shop’s booking links',
        params: shopIdParams,
        response: { 200: aliasListResponse, ...errorResponses },
      },
    },
    async (req) => listAliases(ctx, await req.authenticate(), req.params.shopId),
  );
  app.post(
    '/shops/:shopId/aliases',
    {
      schema: {
        tags,
        summary:
          'Add a booking link (kind google for the Google Business Profile); a taken one answers AliasAlreadyUsed',
        params: shopIdParams,
        body: aliasRequest,
        response: { 201: aliasResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createAlias(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.delete(
    '/shops/:shopId/aliases/:id',
    {
      schema: {
        tags,
        summary: 'Remove a booking link',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (req) => {
      await deleteAlias(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id });
      return { ok: true as const };
    },
  );
};

// Every handler asks the session who is calling.
export const aliasRoutes = fp(routes, {
  name: 'salon-alias-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
