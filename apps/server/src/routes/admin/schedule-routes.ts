import {
  availabilityQuery,
  availabilityResponse,
  bookingRules,
  bookingRulesUpdate,
  closureRequest,
  closureResponse,
  idParams,
  okResponse,
  shopIdParams,
  shopNotificationSettings,
  shopNotificationSettingsUpdate,
  timeOffQuery,
  timeOffRequest,
  timeOffResponse,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getStaffAvailability } from '../../services/availability/get-staff-availability.ts';
import { getNotificationSettings } from '../../services/notifications/get-notification-settings.ts';
import { updateNotificationSettings } from '../../services/notifications/update-notification-settings.ts';
import { createClosure } from '../../services/schedule/create-closure.ts';
import { createTimeOff } from '../../services/schedule/create-time-off.ts';
import { deleteClosure } from '../../services/schedule/delete-closure.ts';
import { deleteTimeOff } from '../../services/schedule/delete-time-off.ts';
import { listClosures } from '../../services/schedule/list-closures.ts';
import { listTimeOff } from '../../services/schedule/list-time-off.ts';
import { updateTimeOff } from '../../services/schedule/update-time-off.ts';
import { getRules } from '../../services/shops/get-rules.ts';
import { updateRules } from '../../services/shops/update-rules.ts';

const tags = ['admin: schedule'];
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/rules',
    {
      schema: {
        tags,
        summary: 'Booking rules',
        params: shopIdParams,
        response: { 200: bookingRules, ...errorResponses },
      },
    },
    async (req) => getRules(ctx, await req.authenticate(), req.params.shopId),
  );
  app.patch(
    '/shops/:shopId/rules',
    {
      schema: {
        tags,
        summary: 'Change booking rules',
        params: shopIdParams,
        body: bookingRulesUpdate,
        response: { 200: bookingRules, ...errorResponses },
      },
    },
    async (req) => updateRules(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
  );
  app.get(
    '/shops/:shopId/notification-settings',
    {
      schema: {
        tags,
        summary: 'When and which messages the shop sends its customers',
        params: shopIdParams,
        response: { 200: shopNotificationSettings, ...errorResponses },
      },
    },
    async (req) => getNotificationSettings(ctx, await req.authenticate(), req.params.shopId),
  );
  app.patch(
    '/shops/:shopId/notification-settings',
    {
      schema: {
        tags,
        summary: 'Change reminders, quiet hours and birthday greetings (coming reminders are planned again)',
        params: shopIdParams,
        body: shopNotificationSettingsUpdate,
        response: { 200: shopNotificationSettings, ...errorResponses },
      },
    },
    async (req) =>
      updateNotificationSettings(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        input: req.body,
      }),
  );

  app.get(
    '/shops/:shopId/time-off',
    {
      schema: {
        tags,
        summary: 'Blocked time overlapping the dates, by stylist and calendar type (comma-separated)',
        params: shopIdParams,
        querystring: timeOffQuery,
        response: { 200: list(timeOffResponse), ...errorResponses },
      },
    },
    async (req) =>
      listTimeOff(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.post(
    '/shops/:shopId/time-off',
    {
      schema: {
        tags,
        summary: 'Block time',
        params: shopIdParams,
        body: timeOffRequest,
        response: { 201: timeOffResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createTimeOff(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.put(
    '/shops/:shopId/time-off/:id',
    {
      schema: {
        tags,
        summary: 'Change blocked time',
        params: idParams,
        body: timeOffRequest,
        response: { 200: timeOffResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateTimeOff(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
  app.delete(
    '/shops/:shopId/time-off/:id',
    {
      schema: {
        tags,
        summary: 'Free blocked time',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (req) => {
      await deleteTimeOff(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/shops/:shopId/closures',
    {
      schema: {
        tags,
        summary: 'Days the shop is closed',
        params: shopIdParams,
        response: { 200: list(closureResponse), ...errorResponses },
      },
    },
    async (req) => listClosures(ctx, await req.authenticate(), req.params.shopId),
  );
  app.post(
    '/shops/:shopId/closures',
    {
      schema: {
        tags,
        summary: 'Close the shop on a day',
        params: shopIdParams,
        body: closureRequest,
        response: { 201: closureResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createClosure(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.delete(
    '/shops/:shopId/closures/:id',
    {
      schema: {
        tags,
        summary: 'Open again on that day',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (req) => {
      await deleteClosure(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/shops/:shopId/availability',
    {
      schema: {
        tags,
        summary: 'Free times as staff see them: every active stylist and service, no notice or advance limit',
        params: shopIdParams,
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, ...errorResponses },
      },
    },
    async (req) =>
      getStaffAvailability(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
};

// Every handler asks the session who is calling.
export const scheduleRoutes = fp(routes, {
  name: 'salon-schedule-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
