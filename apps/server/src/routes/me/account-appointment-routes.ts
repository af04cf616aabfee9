import {
  accountAppointmentParams,
  accountAppointmentResponse,
  accountAppointmentsQuery,
  accountAppointmentsResponse,
  accountLoyaltyResponse,
  locales,
  rescheduleRequest,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotencyHeaders } from '../../http/headers.ts';
import { idempotency } from '../../http/idempotency.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { accountAppointmentCalendarFile } from '../../services/account/account-appointment-calendar-file.ts';
import { cancelAccountAppointment } from '../../services/account/cancel-account-appointment.ts';
import { getAccountAppointment } from '../../services/account/get-account-appointment.ts';
import { getAccountLoyalty } from '../../services/account/get-account-loyalty.ts';
import { listAccountAppointments } from '../../services/account/list-account-appointments.ts';
import { rescheduleAccountAppointment } from '../../services/account/reschedule-account-appointment.ts';

const tags = ['customer account'];

const calendarFileQuery = z.object({ lang: z.enum(locales).optional() });

// The customer site: a signed-in person's own visits and points at every salon that knows them.
// Any role: a stylist who books elsewhere as a customer has records too.
const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // A retried change answers as the first did; keys belong to the account.
  const idempotent = idempotency(ctx, async (req) => `account:${(await req.authenticate()).id}`);

  app.get(
    '/appointments',
    {
      schema: {
        tags,
        summary: 'Your visits at every salon: upcoming (soonest first) or past (newest first)',
        querystring: accountAppointmentsQuery,
        response: { 200: accountAppointmentsResponse, ...errorResponses },
      },
    },
    async (req) => listAccountAppointments(ctx, (await req.authenticate()).id, req.query),
  );

  app.get(
    '/appointments/:id',
    {
      schema: {
        tags,
        summary: 'One of your visits',
        params: accountAppointmentParams,
        response: { 200: accountAppointmentResponse, ...errorResponses },
      },
    },
    async (req) => getAccountAppointment(ctx, (await req.authenticate()).id, req.params.id),
  );

  app.patch(
    '/appointments/:id',
    {
      schema: {
        tags,
        summary: 'Reschedule one of your visits, within its salon’s change window',
        params: accountAppointmentParams,
        headers: idempotencyHeaders,
        body: rescheduleRequest,
        response: { 200: accountAppointmentResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req) =>
      rescheduleAccountAppointment(ctx, {
        userId: (await req.authenticate()).id,
        appointmentId: req.params.id,
        input: req.body,
      }),
  );

  app.post(
    '/appointments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel one of your visits, within its salon’s change window',
        params: accountAppointmentParams,
        headers: idempotencyHeaders,
        response: { 200: accountAppointmentResponse, ...errorResponses },
      },
      ...idempotent,
    },
    async (req) => cancelAccountAppointment(ctx, (await req.authenticate()).id, req.params.id),
  );

  app.get(
    '/appointments/:id/calendar.ics',
    {
      schema: {
        tags,
        summary:
          'One of your visits as an iCalendar file, in the language asked for (`lang`, else the browser’s)',
        params: accountAppointmentParams,
        querystring: calendarFileQuery,
      },
    },
    async (req, reply) => {
      const file = await accountAppointmentCalendarFile(ctx, {
        userId: (await req.authenticate()).id,
        appointmentId: req.params.id,
        origin: publicOrigin(ctx, req),
        locale: req.query.lang ?? req.requestOrigin().locale,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="appointment.ics"')
        .send(file);
    },
  );

  app.get(
    '/loyalty',
    {
      schema: {
        tags,
        summary: 'Your points at each salon that runs a loyalty programme',
        response: { 200: accountLoyaltyResponse, ...errorResponses },
      },
    },
    async (req) => getAccountLoyalty(ctx, (await req.authenticate()).id),
  );
};

// Every handler asks the session who is calling.
export const accountAppointmentRoutes = fp(routes, {
  name: 'salon-account-appointment-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
