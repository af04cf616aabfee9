import {
  customerLoyaltyQuery,
  customerLoyaltyResponse,
  idParams,
  loyaltyAdjustRequest,
  loyaltyRedeemRequest,
  loyaltySettings,
  loyaltySettingsResponse,
  loyaltySettingsUpdate,
  shopIdParams,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { adjustPoints } from '../../services/loyalty/adjust-points.ts';
import { getCustomerLoyalty } from '../../services/loyalty/get-customer-loyalty.ts';
import { getLoyaltySettings } from '../../services/loyalty/get-loyalty-settings.ts';
import { redeemPoints } from '../../services/loyalty/redeem-points.ts';
import { updateLoyaltySettings } from '../../services/loyalty/update-loyalty-settings.ts';

const tags = ['admin: loyalty'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/loyalty-settings',
    {
      schema: {
        tags,
        summary: 'The shop’s loyalty programme: how points are earned and what they are worth',
        params: shopIdParams,
        response: { 200: loyaltySettingsResponse, ...errorResponses },
      },
    },
    async (req) => getLoyaltySettings(ctx, await req.authenticate(), req.params.shopId),
  );
  for (const [method, body, summary] of [
    [
      'PATCH',
      loyaltySettingsUpdate,
      'Turn the loyalty programme on or off and set its rates; a field left out keeps its value (points earned stay)',
    ],
    ['PUT', loyaltySettings, 'As PATCH with every field required (kept for older clients)'],
  ] as const) {
    app.route({
      method,
      url: '/shops/:shopId/loyalty-settings',
      schema: {
        tags,
        summary,
        params: shopIdParams,
        body,
        response: { 200: loyaltySettingsResponse, ...errorResponses },
      },
      handler: async (req) =>
        updateLoyaltySettings(ctx, await req.authenticate(), { shopId: req.params.shopId, input: req.body }),
    });
  }
  app.get(
    '/shops/:shopId/customers/:id/loyalty',
    {
      schema: {
        tags,
        summary: 'A customer’s points: balance, its value and the ledger, newest first',
        params: idParams,
        querystring: customerLoyaltyQuery,
        response: { 200: customerLoyaltyResponse, ...errorResponses },
      },
    },
    async (req) =>
      getCustomerLoyalty(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        customerId: req.params.id,
        limit: req.query.limit,
      }),
  );
  app.post(
    '/shops/:shopId/customers/:id/loyalty/adjustments',
    {
      schema: {
        tags,
        summary: 'Add or take points by hand, with a reason (never below zero)',
        params: idParams,
        body: loyaltyAdjustRequest,
        response: { 201: customerLoyaltyResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await adjustPoints(ctx, await req.authenticate(), {
          shopId: req.params.shopId,
          customerId: req.params.id,
          input: req.body,
        }),
      ),
  );
  app.post(
    '/shops/:shopId/customers/:id/loyalty/redemptions',
    {
      schema: {
        tags,
        summary: 'Redeem points against one of the customer’s visits; given back if the visit is cancelled',
        params: idParams,
        body: loyaltyRedeemRequest,
        response: { 201: customerLoyaltyResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await redeemPoints(ctx, await req.authenticate(), {
          shopId: req.params.shopId,
          customerId: req.params.id,
          input: req.body,
        }),
      ),
  );
};

// Every handler asks the session who is calling.
export const loyaltyRoutes = fp(routes, {
  name: 'salon-loyalty-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
