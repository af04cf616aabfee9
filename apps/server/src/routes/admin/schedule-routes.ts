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
  timeOffQuery,
  timeOffRequest,
  timeOffResponse,
} from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { assertCan } from '../../services/abilities.ts';
import { availabilityFor } from '../../services/availability-service.ts';
import {
  createClosure,
  createTimeOff,
  deleteClosure,
  deleteTimeOff,
  listClosures,
  listTimeOff,
  updateTimeOff,
} from '../../services/calendar-blocks-service.ts';
import { getRules, updateRules } from '../../services/rules-service.ts';
import { findShopRow } from '../../services/shop-service.ts';

const tags = ['admin: schedule'];
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const scheduleRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
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
    async (req) => updateRules(ctx, await req.authenticate(), req.params.shopId, req.body),
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
    async (req) => listTimeOff(ctx, await req.authenticate(), req.params.shopId, req.query),
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
      reply.code(201).send(await createTimeOff(ctx, await req.authenticate(), req.params.shopId, req.body)),
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
    async (req) => updateTimeOff(ctx, await req.authenticate(), req.params.shopId, req.params.id, req.body),
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
      await deleteTimeOff(ctx, await req.authenticate(), req.params.shopId, req.params.id);
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
      reply.code(201).send(await createClosure(ctx, await req.authenticate(), req.params.shopId, req.body)),
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
      await deleteClosure(ctx, await req.authenticate(), req.params.shopId, req.params.id);
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
    async (req) => {
      const actor = await req.authenticate();
      assertCan(actor, 'read', 'calendar', req.params.shopId);
      const shop = await findShopRow(ctx.db, req.params.shopId);
      return availabilityFor(ctx.db, shop, req.query, { audience: 'staff' }, ctx.now().getTime());
    },
  );
};
