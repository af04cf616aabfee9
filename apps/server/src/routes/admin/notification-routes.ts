import {
  markAllReadResponse,
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationPreferencesResponse,
  notificationPreferencesUpdate,
  notificationResponse,
  shopIdParams,
  unreadCountResponse,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getNotificationPreferences } from '../../services/notifications/in-app/get-preferences.ts';
import { listNotifications } from '../../services/notifications/in-app/list-notifications.ts';
import { markAllRead } from '../../services/notifications/in-app/mark-all-read.ts';
import { markRead } from '../../services/notifications/in-app/mark-read.ts';
import { unreadCount } from '../../services/notifications/in-app/unread-count.ts';
import { updateNotificationPreferences } from '../../services/notifications/in-app/update-preferences.ts';

const tags = ['admin: notifications'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/notifications',
    {
      schema: {
        tags,
        summary:
          'The signed-in staff member’s notifications in a shop, newest first, filtered by source (all, online page, Google) and state, with the unread count',
        params: shopIdParams,
        querystring: notificationListQuery,
        response: { 200: notificationListResponse, ...errorResponses },
      },
    },
    async (req) =>
      listNotifications(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.get(
    '/shops/:shopId/notifications/unread-count',
    {
      schema: {
        tags,
        summary:
          'How many of the signed-in staff member’s notifications in a shop are unread: the bell’s badge',
        params: shopIdParams,
        response: { 200: unreadCountResponse, ...errorResponses },
      },
    },
    async (req) => unreadCount(ctx, await req.authenticate(), { shopId: req.params.shopId }),
  );
  app.post(
    '/shops/:shopId/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks every unread notification of the signed-in staff member in a shop as READ',
        params: shopIdParams,
        response: { 200: markAllReadResponse, ...errorResponses },
      },
    },
    async (req) => markAllRead(ctx, await req.authenticate(), { shopId: req.params.shopId }),
  );
  app.post(
    '/shops/:shopId/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of the signed-in staff member’s notifications as READ',
        params: notificationIdParams,
        response: { 200: notificationResponse, ...errorResponses },
      },
    },
    async (req) => markRead(ctx, await req.authenticate(), req.params),
  );
  app.get(
    '/shops/:shopId/notification-preferences',
    {
      schema: {
        tags,
        summary:
          'Which shop notifications the signed-in staff member gets in a shop, per channel (defaults filled in)',
        params: shopIdParams,
        response: { 200: notificationPreferencesResponse, ...errorResponses },
      },
    },
    async (req) => getNotificationPreferences(ctx, await req.authenticate(), { shopId: req.params.shopId }),
  );
  app.put(
    '/shops/:shopId/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Turns channels of shop notification types on or off for the signed-in staff member',
        params: shopIdParams,
        body: notificationPreferencesUpdate,
        response: { 200: notificationPreferencesResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateNotificationPreferences(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        body: req.body,
      }),
  );
};

// Every handler asks the session who is calling.
export const notificationRoutes = fp(routes, {
  name: 'salon-notification-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
