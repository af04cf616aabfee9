import {
  acceptInvitationResponse,
  createShopRequest,
  invitationPreviewResponse,
  invitationTokenRequest,
  meResponse,
  okResponse,
  shopResponse,
  updateMeRequest,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { updateProfile } from '../../services/auth/update-profile.ts';
import { createShop } from '../../services/shops/create-shop.ts';
import { acceptInvitation } from '../../services/team/accept-invitation.ts';
import { declineInvitation } from '../../services/team/decline-invitation.ts';
import { previewInvitation } from '../../services/team/preview-invitation.ts';

const tags = ['me'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
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

  // The invitation token travels in the body, never in the URL, so that it stays out of logs.
  app.post(
    '/invitations/preview',
    {
      schema: {
        tags,
        summary: 'What an invitation to a team offers, before accepting it',
        body: invitationTokenRequest,
        response: { 200: invitationPreviewResponse, ...errorResponses },
      },
    },
    async (request) => previewInvitation(ctx, await request.authenticate(), request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Join the team you were invited to (signed in with the invited address)',
        body: invitationTokenRequest,
        response: { 200: acceptInvitationResponse, ...errorResponses },
      },
    },
    async (request) => acceptInvitation(ctx, await request.authenticate(), request.body.token),
  );

  app.post(
    '/invitations/decline',
    {
      schema: {
        tags,
        summary: 'Turn an invitation down; the team no longer sees it',
        body: invitationTokenRequest,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await declineInvitation(ctx, await request.authenticate(), request.body.token);
      return { ok: true as const };
    },
  );
};

// Every handler asks the session who is calling.
export const meRoutes = fp(routes, {
  name: 'salon-me-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
