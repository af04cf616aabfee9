import {
  appointmentActionParams,
  appointmentActionRequest,
  appointmentDetailResponse,
  appointmentListQuery,
  appointmentListResponse,
  appointmentResponse,
  createAppointmentRequest,
  idParams,
  shopIdParams,
  updateAppointmentRequest,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotencyHeaders } from '../../http/headers.ts';
import { idempotency } from '../../http/idempotency.ts';
import { applyAppointmentAction } from '../../services/appointments/apply-appointment-action.ts';
import { createAppointment } from '../../services/appointments/create-appointment.ts';
import { getAppointment } from '../../services/appointments/get-appointment.ts';
import { listAppointments } from '../../services/appointments/list-appointments.ts';
import { updateAppointment } from '../../services/appointments/update-appointment.ts';
import { assertCan } from '../../services/shared/assert-can.ts';

const tags = ['admin: appointments'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // A staff member's keys, per shop; only who may change the calendar has any (nor gets a replay).
  const idempotent = idempotency(ctx, async (req) => {
    const { shopId } = req.params as { shopId: string };
    const actor = await req.authenticate();
    assertCan(actor, 'update', 'calendar', shopId);
    return `admin:${shopId}:${actor.id}`;
  });
  app.get(
    '/shops/:shopId/appointments',
    {
      schema: {
        tags,
        summary:
          'Appointments starting in the dates, filtered by stylist, status, label, source (comma-separated)',
        params: shopIdParams,
        querystring: appointmentListQuery,
        response: { 200: appointmentListResponse, ...errorResponses },
      },
    },
    async (req) =>
      listAppointments(ctx, await req.authenticate(), { shopId: req.params.shopId, query: req.query }),
  );
  app.post(
    '/shops/:shopId/appointments',
    {
      schema: {
        tags,
        summary: 'Book (walk-ins too); `override` books outside hours; send Idempotency-Key to retry safely',
        params: shopIdParams,
        headers: idempotencyHeaders,
        body: createAppointmentRequest,
        response: { 201: appointmentResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req, reply) =>
      reply.code(201).send(
        await createAppointment(ctx, await req.authenticate(), {
          shopId: req.params.shopId,
          input: req.body,
        }),
      ),
  );
  app.get(
    '/shops/:shopId/appointments/:id',
    {
      schema: {
        tags,
        summary: 'One appointment with its history',
        params: idParams,
        response: { 200: appointmentDetailResponse, ...errorResponses },
      },
    },
    async (req) =>
      getAppointment(ctx, await req.authenticate(), { shopId: req.params.shopId, id: req.params.id }),
  );
  app.patch(
    '/shops/:shopId/appointments/:id',
    {
      schema: {
        tags,
        summary: 'Move (start, stylist), change length, label or note',
        params: idParams,
        headers: idempotencyHeaders,
        body: updateAppointmentRequest,
        response: { 200: appointmentResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req) =>
      updateAppointment(ctx, await req.authenticate(), {
        shopId: req.params.shopId,
        id: req.params.id,
        input: req.body,
      }),
  );
  app.post(
    '/shops/:shopId/appointments/:id/:action',
    {
      schema: {
        tags,
        summary: 'accept, decline, cancel, complete or no-show',
        params: appointmentActionParams,
        headers: idempotencyHeaders,
        body: appointmentActionRequest,
        response: { 200: appointmentResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req) => {
      const { shopId, id, action } = req.params;
      return applyAppointmentAction(ctx, await req.authenticate(), {
        shopId,
        id,
        action,
        reason: req.body?.reason,
      });
    },
  );
};

// Every handler asks the session who is calling.
export const appointmentRoutes = fp(routes, {
  name: 'salon-appointment-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
