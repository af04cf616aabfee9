import {
  addMemberRequest,
  memberListResponse,
  memberResponse,
  shopIdParams,
  shopResponse,
  updateShopRequest,
} from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../services/context.ts';
import { errorResponses } from '../../services/http.ts';
import { addMember, getShop, goLive, listMembers, updateShop } from '../../services/shop-service.ts';

const tags = ['admin'];

export const adminShopRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId',
    {
      schema: {
        tags,
        summary: 'A shop you work in',
        params: shopIdParams,
        response: { 200: shopResponse, ...errorResponses },
      },
    },
    async (request) => getShop(ctx, await request.authenticate(), request.params.shopId),
  );

  app.patch(
    '/shops/:shopId',
    {
      schema: {
        tags,
        summary: "Change a shop's name, time zone or language",
        params: shopIdParams,
        body: updateShopRequest,
        response: { 200: shopResponse, ...errorResponses },
      },
    },
    async (request) => updateShop(ctx, await request.authenticate(), request.params.shopId, request.body),
  );

  app.post(
    '/shops/:shopId/go-live',
    {
      schema: {
        tags,
        summary: 'Publish the booking page: the shop takes online bookings from now on',
        params: shopIdParams,
        response: { 200: shopResponse, ...errorResponses },
      },
    },
    async (request) => goLive(ctx, await request.authenticate(), request.params.shopId),
  );

  app.get(
    '/shops/:shopId/members',
    {
      schema: {
        tags,
        summary: "The shop's team",
        params: shopIdParams,
        response: { 200: memberListResponse, ...errorResponses },
      },
    },
    async (request) => listMembers(ctx, await request.authenticate(), request.params.shopId),
  );

  app.post(
    '/shops/:shopId/members',
    {
      schema: {
        tags,
        summary: 'Add a staff member (read-only or full) or a co-owner',
        params: shopIdParams,
        body: addMemberRequest,
        response: { 201: memberResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addMember(ctx, await request.authenticate(), request.params.shopId, request.body)),
  );
};
