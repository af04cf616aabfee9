import {
  messageListQuery,
  messageListResponse,
  resendMessagesRequest,
  resendMessagesResponse,
  shopIdParams,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { listMessages } from '../../services/messages/list-messages.ts';
import { resendMessages } from '../../services/messages/resend-messages.ts';

const tags = ['admin: messages'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/messages',
    {
      schema: {
        tags,
        summary: 'Messages sent to the shop’s customers, newest first, filtered by status, paged',
        params: shopIdParams,
        querystring: messageListQuery,
        response: { 200: messageListResponse, ...errorResponses },
      },
    },
    async (req) =>
      listMessages(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.post(
    '/shops/:shopId/messages/resend',
    {
      schema: {
        tags,
        summary: 'Send selected messages again: each is queued anew, composed with today’s details',
        params: shopIdParams,
        body: resendMessagesRequest,
        response: { 200: resendMessagesResponse, ...errorResponses },
      },
    },
    async (req) =>
      resendMessages(ctx, await req.authenticate(), { shopId: req.params.shopId, ids: req.body.ids }),
  );
};

// Every handler asks the session who is calling.
export const messageRoutes = fp(routes, {
  name: 'salon-message-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
