import {
  invitationIdParams,
  invitationListResponse,
  invitationResponse,
  inviteMemberRequest,
  memberListResponse,
  okResponse,
  shopIdParams,
  shopReadinessResponse,
  shopResponse,
  updateShopRequest,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getShop } from '../../services/shops/get-shop.ts';
import { getShopReadiness } from '../../services/shops/get-shop-readiness.ts';
import { goLive } from '../../services/shops/go-live.ts';
import { updateShop } from '../../services/shops/update-shop.ts';
import { inviteMember } from '../../services/team/invite-member.ts';
import { listInvitations } from '../../services/team/list-invitations.ts';
import { listMembers } from '../../services/team/list-members.ts';
import { resendInvitation } from '../../services/team/resend-invitation.ts';
import { revokeInvitation } from '../../services/team/revoke-invitation.ts';

const tags = ['admin'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
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
    async (request) =>
      updateShop(ctx, await request.authenticate(), { shopId: request.params.shopId, input: request.body }),
  );

  app.get(
    '/shops/:shopId/readiness',
    {
      schema: {
        tags,
        summary: 'What the booking page still lacks before it can be published',
        params: shopIdParams,
        response: { 200: shopReadinessResponse, ...errorResponses },
      },
    },
    async (request) => getShopReadiness(ctx, await request.authenticate(), request.params.shopId),
  );

  app.post(
    '/shops/:shopId/go-live',
    {
      schema: {
        tags,
        summary:
          'Publish the booking page: the shop takes online bookings from now on. Refused (409 ShopNotReady, `details.missing`) while no online service can be booked with a stylist who works',
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

  app.get(
    '/shops/:shopId/invitations',
    {
      schema: {
        tags,
        summary: 'Invitations to the team that are not answered yet',
        params: shopIdParams,
        response: { 200: invitationListResponse, ...errorResponses },
      },
    },
    async (request) => listInvitations(ctx, await request.authenticate(), request.params.shopId),
  );

  app.post(
    '/shops/:shopId/invitations',
    {
      schema: {
        tags,
        summary:
          'Invite a staff member (read-only or full) or a co-owner by e-mail; they join when they accept',
        params: shopIdParams,
        body: inviteMemberRequest,
        response: { 201: invitationResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await inviteMember(ctx, await request.authenticate(), {
          shopId: request.params.shopId,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/shops/:shopId/invitations/:invitationId/resend',
    {
      schema: {
        tags,
        summary: 'Mail the invitation again with a new link and a new expiry',
        params: invitationIdParams,
        response: { 200: invitationResponse, ...errorResponses },
      },
    },
    async (request) =>
      resendInvitation(ctx, await request.authenticate(), {
        shopId: request.params.shopId,
        invitationId: request.params.invitationId,
      }),
  );

  app.delete(
    '/shops/:shopId/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation; its link stops working',
        params: invitationIdParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await revokeInvitation(ctx, await request.authenticate(), {
        shopId: request.params.shopId,
        invitationId: request.params.invitationId,
      });
      return { ok: true as const };
    },
  );
};

// Every handler asks the session who is calling.
export const adminShopRoutes = fp(routes, {
  name: 'salon-admin-shop-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
