import {
  accountNotification,
  accountNotificationParams,
  accountNotificationsQuery,
  accountNotificationsResponse,
  markAllReadResponse,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { listAccountNotifications } from '../../services/account/list-account-notifications.ts';
import { markAccountNotificationRead } from '../../services/account/mark-account-notification-read.ts';
import { markAllAccountNotificationsRead } from '../../services/account/mark-all-account-notifications-read.ts';

const tags = ['me: account'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary:
          'The signed-in customer’s notices from every salon (bookings, changes, reminders, review requests, greetings), newest first, with the unread count',
        querystring: accountNotificationsQuery,
        response: { 200: accountNotificationsResponse, ...errorResponses },
      },
    },
    async (req) => listAccountNotifications(ctx, await req.authenticate(), req.query),
  );
  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks every unread notice of the signed-in customer as READ',
        response: { 200: markAllReadResponse, ...errorResponses },
      },
    },
    async (req) => markAllAccountNotificationsRead(ctx, await req.authenticate()),
  );
  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of the signed-in customer’s notices as READ',
        params: accountNotificationParams,
        response: { 200: accountNotification, ...errorResponses },
      },
    },
    async (req) => markAccountNotificationRead(ctx, await req.authenticate(), req.params),
  );
};

// Every handler asks the session who is calling.
export const accountNotificationRoutes = fp(routes, {
  name: 'salon-account-notification-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
