import { idParams, moneyMovementsResponse } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { listAppointmentMoney } from '../../services/online-payments/list-appointment-money.ts';

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
};

export const appointmentMoneyRoutes = fp(routes, {
  name: 'salon-appointment-money-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
