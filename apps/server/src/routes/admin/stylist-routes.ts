import {
  idParams,
  okResponse,
  overrideRequest,
  overrideResponse,
  rangeQuery,
  shopIdParams,
  stylistDateParams,
  stylistRequest,
  stylistResponse,
  stylistUpdateRequest,
  weeklyHours,
  workingTimeQuery,
  workingTimeResponse,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { deleteOverride } from '../../services/schedule/delete-override.ts';
import { getHours } from '../../services/schedule/get-hours.ts';
import { listOverrides } from '../../services/schedule/list-overrides.ts';
import { listWorkingTime } from '../../services/schedule/list-working-time.ts';
import { setHours } from '../../services/schedule/set-hours.ts';
import { setOverride } from '../../services/schedule/set-override.ts';
import { createStylist } from '../../services/team/create-stylist.ts';
import { deleteStylist } from '../../services/team/delete-stylist.ts';
import { listStylists } from '../../services/team/list-stylists.ts';
import { updateStylist } from '../../services/team/update-stylist.ts';

const tags = ['admin: team'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/stylists',
    {
      schema: {
        tags,
        summary: 'Stylists with their colours',
        params: shopIdParams,
        response: {
          200: z.object({ items: z.array(stylistResponse), total: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    async (req) => listStylists(ctx, await req.authenticate(), req.params.shopId),
  );
  app.post(
    '/shops/:shopId/stylists',
    {
      schema: {
        tags,
        summary: 'Add a stylist (a distinct colour is picked unless given)',
        params: shopIdParams,
        body: stylistRequest,
        response: { 201: stylistResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createStylist(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
        ),
  );
  app.patch(
    '/shops/:shopId/stylists/:id',
    {
      schema: {
        tags,
        summary: 'Change a stylist',
        params: idParams,
        body: stylistUpdateRequest,
        response: { 200: stylistResponse, ...errorResponses },
      },
    },
    async (req) =>
      updateStylist(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
  app.delete(
    '/shops/:shopId/stylists/:id',
    {
      schema: {
        tags,
        summary: 'Remove a stylist without appointments',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (req) => {
      await deleteStylist(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id });
      return { ok: true as const };
    },
  );
  app.get(
    '/shops/:shopId/stylists/:id/hours',
    {
      schema: {
        tags,
        summary: 'Weekly working hours',
        params: idParams,
        response: { 200: weeklyHours, ...errorResponses },
      },
    },
    async (req) =>
      getHours(ctx, await req.authenticate(), { shopId: req.params.shopId, stylistId: req.params.id }),
  );
  app.put(
    '/shops/:shopId/stylists/:id/hours',
    {
      schema: {
        tags,
        summary: 'Replace the weekly hours; a weekday left out is a day off',
        params: idParams,
        body: weeklyHours,
        response: { 200: weeklyHours, ...errorResponses },
      },
    },
    async (req) =>
      setHours(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        stylistId: req.params.id,
        input: req.body,
      }),
  );
  app.get(
    '/shops/:shopId/working-time',
    {
      schema: {
        tags,
        summary: 'Working hours of each active stylist by date (weekly hours, other hours, closed days)',
        params: shopIdParams,
        querystring: workingTimeQuery,
        response: { 200: workingTimeResponse, ...errorResponses },
      },
    },
    async (req) =>
      listWorkingTime(ctx, await req.authenticate(), { shopId: req.params.shopId, range: req.query }),
  );
  app.get(
    '/shops/:shopId/stylists/:id/overrides',
    {
      schema: {
        tags,
        summary: 'Other hours on given dates',
        params: idParams,
        querystring: rangeQuery,
        response: {
          200: z.object({ items: z.array(overrideResponse), total: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    async (req) =>
      listOverrides(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        stylistId: req.params.id,
        range: req.query,
      }),
  );
  app.put(
    '/shops/:shopId/stylists/:id/overrides/:date',
    {
      schema: {
        tags,
        summary: 'Other hours on one date; no intervals = closed that day',
        params: stylistDateParams,
        body: overrideRequest,
        response: { 200: overrideResponse, ...errorResponses },
      },
    },
    async (req) =>
      setOverride(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        stylistId: req.params.id,
        date: req.params.date,
        input: req.body,
      }),
  );
  app.delete(
    '/shops/:shopId/stylists/:id/overrides/:date',
    {
      schema: {
        tags,
        summary: 'Back to the weekly hours on that date',
        params: stylistDateParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (req) => {
      await deleteOverride(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        stylistId: req.params.id,
        date: req.params.date,
      });
      return { ok: true as const };
    },
  );
};

// Every handler asks the session who is calling.
export const stylistRoutes = fp(routes, {
  name: 'salon-stylist-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
