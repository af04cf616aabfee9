import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError, subdomainProblem } from '@salon/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { resolveAlias } from '../services/alias-service.ts';
import type { ServiceContext } from '../services/context.ts';

const hasExtension = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

// Hashed bundles never change; pages and the embed loader must always be asked for again.
const cacheHeaders = (res: { setHeader(name: string, value: string): void }, path: string) =>
  res.setHeader(
    'Cache-Control',
    path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );

/**
 * Serves one built single-page app under its prefix, falling back to its index.html for client
 * routes. A missing file is a 404, not the app's page: a stale bundle must fail loudly.
 */
function serveSpa(app: FastifyInstance, dist: string, prefix: string, decorateReply: boolean) {
  app.register(fastifyStatic, {
    root: dist,
    prefix: `${prefix}/`,
    wildcard: false,
    index: ['index.html'],
    decorateReply,
    setHeaders: cacheHeaders,
  });
  app.get(prefix, (_request, reply) => reply.redirect(`${prefix}/`));
  app.get(`${prefix}/*`, (request, reply) => {
    if (hasExtension(request.url)) throw new AppError('NotFound', `No file ${request.url.split('?')[0]}`);
    return page(reply, dist);
  });
}

const page = (reply: FastifyReply, dist: string) =>
  reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', dist);

/**
 * The admin app at /admin/, the booking widget at /book/:subdomain (and at the shop's own
 * subdomain of BOOKING_DOMAIN), booking links at /b/:alias, and the embed loader at /embed.js.
 */
export function registerWebApps(app: FastifyInstance, ctx: ServiceContext, webRoot: string) {
  const adminDist = resolve(webRoot, 'admin/dist');
  const bookingDist = resolve(webRoot, 'booking/dist');
  const hasAdmin = existsSync(resolve(adminDist, 'index.html'));
  const hasBooking = existsSync(resolve(bookingDist, 'index.html'));
  if (hasAdmin) serveSpa(app, adminDist, '/admin', true);
  if (hasBooking) {
    serveSpa(app, bookingDist, '/book', !hasAdmin);
    app.get('/embed.js', (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .header('Access-Control-Allow-Origin', '*')
        .type('text/javascript')
        .sendFile('embed.js', bookingDist),
    );
  }

  app.get<{ Params: { alias: string } }>('/b/:alias', async (request, reply) => {
    const link = await resolveAlias(ctx, request.params.alias);
    return reply.redirect(`/book/${link.subdomain}${link.source === 'google' ? '?source=google' : ''}`);
  });

  const bookingDomain = ctx.config.BOOKING_DOMAIN?.toLowerCase();
  app.get('/', (request, reply) => {
    const host = request.hostname.toLowerCase();
    if (bookingDomain && host.endsWith(`.${bookingDomain}`)) {
      const subdomain = host.slice(0, -(bookingDomain.length + 1));
      if (!subdomainProblem(subdomain)) return reply.redirect(`/book/${subdomain}`);
    }
    return reply.redirect('/admin/');
  });
}
