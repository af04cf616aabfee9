import {
  appointmentActionParams,
  appointmentActionRequest,
  appointmentDetailResponse,
  appointmentListQuery,
  appointmentListResponse,
  appointmentResponse,
  createAppointmentRequest,
  customerImportResponse,
  customerListQuery,
  customerListResponse,
  customerProfileResponse,
  customerResponse,
  customerUpdateRequest,
  idParams,
  shopIdParams,
  staffCustomerInput,
  updateAppointmentRequest,
} from '@salon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import {
  actOnAppointment,
  createAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
} from '../../services/appointment-service.ts';
import {
  createCustomer,
  customerProfile,
  exportCustomersCsv,
  importCustomersCsv,
  listCustomers,
  updateCustomer,
} from '../../services/customer-service.ts';
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
        summary: 'The shop’s customers, searched by name, e-mail or phone, sorted, paged',
        params: shopIdParams,
        querystring: customerListQuery,
        response: { 200: customerListResponse, ...errorResponses },
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
  app.get(
    '/shops/:shopId/customers/export.csv',
    { schema: { tags: ['admin: customers'], summary: 'Every customer as CSV', params: shopIdParams } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="customers.csv"')
        .send(await exportCustomersCsv(ctx, await req.authenticate(), req.params.shopId)),
  );
  // CSV arrives as text; the service parses it with a CSV library and validates each row.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/shops/:shopId/customers/import',
    {
      schema: {
        tags: ['admin: customers'],
        summary:
          'Add or update customers from CSV (Content-Type: text/csv; header: name,email,phone,birthday,note)',
        params: shopIdParams,
        body: z.string().min(1, { message: 'Send the CSV file as the body' }),
        response: { 200: customerImportResponse, ...errorResponses },
      },
    },
    async (req) => importCustomersCsv(ctx, await req.authenticate(), req.params.shopId, req.body),
  );
  app.get(
    '/shops/:shopId/customers/:id',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'A customer’s profile with visit history, no-shows and spend',
        params: idParams,
        response: { 200: customerProfileResponse, ...errorResponses },
      },
    },
    async (req) => customerProfile(ctx, await req.authenticate(), req.params.shopId, req.params.id),
  );
  app.patch(
    '/shops/:shopId/customers/:id',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Change a customer’s contact, birthday or notes',
        params: idParams,
        body: customerUpdateRequest,
        response: { 200: customerProfileResponse, ...errorResponses },
      },
    },
    async (req) => updateCustomer(ctx, await req.authenticate(), req.params.shopId, req.params.id, req.body),
  );
};
