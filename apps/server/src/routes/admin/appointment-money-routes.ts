import { idParams, moneyMovementsResponse, noShowFeeQuote, staffRefundBody } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { chargeNoShowFee, quoteNoShowFee } from '../../services/online-payments/charge-no-show-fee.ts';
import { listAppointmentMoney } from '../../services/online-payments/list-appointment-money.ts';
import { staffRefund } from '../../services/online-payments/staff-refund.ts';

const tags = ['appointments'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:shopId/appointments/:id/money',
    {
      schema: {
        tags,
        summary: 'The visit’s money movements: online charges, refunds and fees, with their Stripe ids',
        params: idParams,
        response: { 200: moneyMovementsResponse, ...errorResponses },
      },
    },
    async (req) =>
      listAppointmentMoney(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.post(
    '/shops/:shopId/appointments/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Gives back part or all of what was paid by card for the visit, with a reason',
        params: idParams,
        body: staffRefundBody,
        response: { 200: moneyMovementsResponse, ...errorResponses },
      },
    },
    async (req) =>
      staffRefund(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        body: req.body,
      }),
  );
  app.get(
    '/shops/:shopId/appointments/:id/no-show-fee',
    {
      schema: {
        tags,
        summary: 'The no-show fee the policy asks for the visit, and the card on file it would go to',
        params: idParams,
        response: { 200: noShowFeeQuote, ...errorResponses },
      },
    },
    async (req) =>
      quoteNoShowFee(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.post(
    '/shops/:shopId/appointments/:id/no-show-fee',
    {
      schema: {
        tags,
        summary: 'Charges the no-show fee to the card on file, once',
        params: idParams,
        response: { 200: moneyMovementsResponse, ...errorResponses },
      },
    },
    async (req) =>
      chargeNoShowFee(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
};

export const appointmentMoneyRoutes = fp(routes, {
  name: 'salon-appointment-money-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
