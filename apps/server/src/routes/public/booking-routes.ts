import {
  aliasParams,
  availabilityResponse,
  locales,
  publicAliasResponse,
  publicAvailabilityQuery,
  publicBookingCreated,
  publicBookingRequest,
  publicBookingResponse,
  publicMyContactResponse,
  publicMyPointsResponse,
  publicShopQuery,
  publicShopResponse,
  rescheduleRequest,
  subdomainParams,
  tokenParams,
} from '@salon/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { idempotencyHeaders } from '../../http/headers.ts';
import { idempotency } from '../../http/idempotency.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { storedTokenHash } from '../../infra/secrets.ts';
import { resolveAlias } from '../../services/booking-links/resolve-alias.ts';
import { getMyPoints } from '../../services/loyalty/get-my-points.ts';
import { abandonPublicHold } from '../../services/public-booking/abandon-public-hold.ts';
import { cancelPublicBooking } from '../../services/public-booking/cancel-public-booking.ts';
import { createPublicBooking } from '../../services/public-booking/create-public-booking.ts';
import { getMyContact } from '../../services/public-booking/get-my-contact.ts';
import { getPublicAvailability } from '../../services/public-booking/get-public-availability.ts';
import { getPublicBooking } from '../../services/public-booking/get-public-booking.ts';
import { getPublicShop } from '../../services/public-booking/get-public-shop.ts';
import { publicBookingCalendarFile } from '../../services/public-booking/public-booking-calendar-file.ts';
import { reschedulePublicBooking } from '../../services/public-booking/reschedule-public-booking.ts';

const tags = ['public booking'];

const calendarFileQuery = z.object({ lang: z.enum(locales).optional() });

/** `?preview=1` with a staff session of the shop opens its page before it is published. */
async function previewAccess(req: FastifyRequest) {
  const preview = new URL(req.url, 'http://localhost').searchParams.get('preview');
  if (preview !== '1' && preview !== 'true') return { preview: false, actor: null };
  return { preview: true, actor: await req.optionalActor() };
}

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // A customer's keys per shop: the account's, or for a guest the address they book with.
  const idempotentBooking = idempotency(ctx, async (req) => {
    const { subdomain } = req.params as { subdomain: string };
    const actor = await req.optionalActor();
    const guest = (req.body as { customer?: { email?: string } } | undefined)?.customer?.email;
    return `public:${subdomain.toLowerCase()}:${actor ? `user:${actor.id}` : `guest:${guest}`}`;
  });
  // Changes through a manage link: the link's keys, whoever holds it.
  const idempotentManage = idempotency(ctx, (req) => {
    const { token } = req.params as { token: string };
    return `manage:${storedTokenHash(ctx.keys.tokens, token)}`;
  });
  app.get(
    '/aliases/:alias',
    {
      schema: {
        tags,
        summary: 'The shop a booking link opens, and the source its bookings record',
        params: aliasParams,
        response: { 200: publicAliasResponse, ...errorResponses },
      },
    },
    async (req) => resolveAlias(ctx, req.params.alias),
  );
  app.get(
    '/bookings/:token/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The booking as an iCalendar file, in the language asked for (`lang`, else the browser’s)',
        params: tokenParams,
        querystring: calendarFileQuery,
      },
    },
    async (req, reply) => {
      const file = await publicBookingCalendarFile(ctx, {
        token: req.params.token,
        ip: req.ip,
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
    '/shops/:subdomain',
    {
      schema: {
        tags,
        summary: 'A shop’s booking page: rules, categories, services and stylists bookable online',
        params: subdomainParams,
        querystring: publicShopQuery,
        response: { 200: publicShopResponse, ...errorResponses },
      },
    },
    async (req) => getPublicShop(ctx, req.params.subdomain, await previewAccess(req)),
  );
  app.get(
    '/shops/:subdomain/availability',
    {
      schema: {
        tags,
        summary: 'Free start times per day for the services, with a stylist or anyone',
        params: subdomainParams,
        querystring: publicAvailabilityQuery,
        response: { 200: availabilityResponse, ...errorResponses },
      },
      // The hottest and largest answer, built by our own code: documented by its schema, written without re-validating.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req) => getPublicAvailability(ctx, req.params.subdomain, req.query, await previewAccess(req)),
  );
  app.get(
    '/shops/:subdomain/my-points',
    {
      schema: {
        tags,
        summary:
          'The signed-in customer’s loyalty points at the shop and its redemption step; null for a visitor',
        params: subdomainParams,
        response: { 200: publicMyPointsResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      // An answer that depends on the session: never kept by a cache.
      reply.header('Cache-Control', 'private, no-store');
      return getMyPoints(ctx, { subdomain: req.params.subdomain, actor: await req.optionalActor() });
    },
  );
  app.get(
    '/shops/:subdomain/my-contact',
    {
      schema: {
        tags,
        summary:
          'The name and phone the shop knows of the signed-in customer (its record, else the account); null for a visitor',
        params: subdomainParams,
        querystring: publicShopQuery,
        response: { 200: publicMyContactResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getMyContact(ctx, {
        subdomain: req.params.subdomain,
        actor: await req.optionalActor(),
        preview: (await previewAccess(req)).preview,
      });
    },
  );
  app.post(
    '/shops/:subdomain/bookings',
    {
      schema: {
        tags,
        summary:
          'Book; as the signed-in customer or, where allowed, as a guest. Send Idempotency-Key to retry safely',
        params: subdomainParams,
        headers: idempotencyHeaders,
        body: publicBookingRequest,
        response: { 201: publicBookingCreated, ...errorResponses },
      },
      ...idempotentBooking,
    },
    async (req, reply) => {
      const actor = await req.optionalActor();
      return reply.code(201).send(
        await createPublicBooking(ctx, {
          subdomain: req.params.subdomain,
          input: req.body,
          actor,
          ip: req.ip,
        }),
      );
    },
  );
  app.get(
    '/bookings/:token',
    {
      schema: {
        tags,
        summary: 'A booking by its manage link',
        params: tokenParams,
        response: { 200: publicBookingResponse, ...errorResponses },
      },
    },
    async (req) => getPublicBooking(ctx, req.params.token, req.ip),
  );
  app.patch(
    '/bookings/:token',
    {
      schema: {
        tags,
        summary: 'Reschedule within the shop’s window',
        params: tokenParams,
        headers: idempotencyHeaders,
        body: rescheduleRequest,
        response: { 200: publicBookingResponse, ...errorResponses },
      },
      ...idempotentManage,
    },
    async (req) => reschedulePublicBooking(ctx, { token: req.params.token, input: req.body, ip: req.ip }),
  );
  app.delete(
    '/bookings/:token',
    {
      schema: {
        tags,
        summary: 'Cancel within the shop’s window',
        params: tokenParams,
        headers: idempotencyHeaders,
        response: { 200: publicBookingResponse, ...errorResponses },
      },
      ...idempotentManage,
    },
    async (req) => cancelPublicBooking(ctx, req.params.token, req.ip),
  );
  app.post(
    '/bookings/:token/abandon-payment',
    {
      schema: {
        tags,
        summary: 'Give up an unpaid booking: its held time is free again at once',
        params: tokenParams,
        response: { 200: publicBookingResponse, ...errorResponses },
      },
    },
    async (req) => abandonPublicHold(ctx, req.params.token, req.ip),
  );
};

// Every handler asks the session who is calling.
export const publicBookingRoutes = fp(routes, {
  name: 'salon-public-booking-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
