import {
  appointmentActionParams,
  appointmentActionRequest,
  appointmentDetailResponse,
  appointmentListQuery,
  appointmentListResponse,
  appointmentResponse,
  createAppointmentRequest,
  customerListQuery,
  customerResponse,
  idParams,
  shopIdParams,
  staffCustomerInput,
  updateAppointmentRequest,
} from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actOnAppointment,
  createAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
} from '../../services/appointment-service.ts';
import type { ServiceContext } from '../../services/context.ts';
import { createCustomer, listCustomers } from '../../services/customer-service.ts';
import { errorResponses, sendResult } from '../../services/http.ts';

const tags = ['admin: appointments'];
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, { message: 'Must be 1–200 visible ASCII characters' })
    .optional(),
});

export const appointmentRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
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
    async (req) => listAppointments(ctx, await req.authenticate(), req.params.shopId, req.query),
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
    },
    async (req, reply) => {
      const actor = await req.authenticate();
      return sendResult(
        reply,
        await createAppointment(ctx, actor, req.params.shopId, req.body, req.headers['idempotency-key']),
      );
    },
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
    async (req) => getAppointment(ctx, await req.authenticate(), req.params.shopId, req.params.id),
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
    },
    async (req, reply) => {
      const actor = await req.authenticate();
      const { shopId, id } = req.params;
      return sendResult(
        reply,
        await updateAppointment(ctx, actor, shopId, id, req.body, req.headers['idempotency-key']),
      );
    },
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
    },
    async (req, reply) => {
      const actor = await req.authenticate();
      const { shopId, id, action } = req.params;
      const key = req.headers['idempotency-key'];
      return sendResult(reply, await actOnAppointment(ctx, actor, shopId, id, action, req.body?.reason, key));
    },
  );

  app.get(
    '/shops/:shopId/customers',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'The shop’s customers, searched by name, e-mail or phone',
        params: shopIdParams,
        querystring: customerListQuery,
        response: {
          200: z.object({ items: z.array(customerResponse), total: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    async (req) => listCustomers(ctx, await req.authenticate(), req.params.shopId, req.query),
  );
  app.post(
    '/shops/:shopId/customers',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Add a customer (an existing e-mail updates that record)',
        params: shopIdParams,
        body: staffCustomerInput,
        response: { 201: customerResponse, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createCustomer(ctx, await req.authenticate(), req.params.shopId, req.body)),
  );
};
