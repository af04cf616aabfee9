import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError, localeFromAcceptLanguage, subdomainProblem } from '@salon/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../context.ts';
import { resolveAlias } from '../services/booking-links/resolve-alias.ts';
import { shopBySubdomain } from '../services/public-booking/shop-by-subdomain.ts';

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
function serveSpa(
  app: FastifyInstance,
  dist: string,
  prefix: string,
  decorateReply: boolean,
  render: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> = (
    _request,
    reply,
  ) => page(reply, dist),
) {
  app.register(fastifyStatic, {
    root: dist,
    prefix: `${prefix}/`,
    wildcard: false,
    // The app's own route answers `${prefix}/` too, so a page that renders its HTML does so at the root.
    index: false,
    decorateReply,
    // Our own Cache-Control (below) instead of the plugin's max-age=0.
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  app.get(prefix, (_request, reply) => reply.redirect(`${prefix}/`));
  app.get(`${prefix}/*`, (request, reply) => {
    if (hasExtension(request.url)) throw new AppError('NotFound', `No file ${request.url.split('?')[0]}`);
    return render(request, reply);
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A built page with its stylesheet inlined: it is small, and no longer holds back the first paint for a round trip. */
function pageWithInlineStyles(dist: string, base: string): string {
  const stylesheet = new RegExp(`<link rel="stylesheet"[^>]*href="${base}(assets/[\\w.-]+\\.css)"[^>]*>`);
  return readFileSync(resolve(dist, 'index.html'), 'utf8').replace(
    stylesheet,
    (_tag, file: string) =>
      `<style>${readFileSync(resolve(dist, file), 'utf8').replaceAll('</', '<\\/')}</style>`,
  );
}

/** Each language's chunk of a built app (`en-<hash>.js`), by language, as a page links it. */
function localeChunksOf(dist: string, base: string): Map<string, string> {
  return new Map(
    readdirSync(resolve(dist, 'assets'))
      .map((file) => /^(en|de|fr|pt)-[\w-]+\.js$/.exec(file))
      .filter((match): match is RegExpExecArray => !!match)
      .map((match) => [match[1] as string, `${base}assets/${match[0]}`]),
  );
}

/**
 * The booking page with the salon's name already in it, and hints for what the page asks for
 * first (the shop's data, the visitor's language): a phone shows something at once and fetches
 * the rest while it still parses the script.
 */
function bookingPageRenderer(ctx: ServiceContext, dist: string) {
  const html = pageWithInlineStyles(dist, '/book/');
  const localeChunks = localeChunksOf(dist, '/book/');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const subdomain = /^\/book\/([^/?#]+)\/?(?:[?#]|$)/.exec(request.url)?.[1];
    const hints: string[] = [];
    let body = html;
    // A preview of an unpublished page asks with the staff session: a preload without it would fail.
    const preview = new URL(request.url, 'http://localhost').searchParams.has('preview');
    if (subdomain && subdomain !== 'manage' && !preview && !subdomainProblem(subdomain)) {
      hints.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/shops/${subdomain}">`,
      );
      const shop = await shopBySubdomain(ctx.db, subdomain).catch(() => null);
      if (shop) {
        body = body.replace(
          '<div class="boot"',
          `<p class="boot-title">${escapeHtml(shop.name)}</p><div class="boot"`,
        );
      }
    }
    const chunk = localeChunks.get(localeFromAcceptLanguage(request.headers['accept-language']));
    if (chunk) hints.push(`<link rel="modulepreload" crossorigin href="${chunk}">`);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('text/html')
      .send(body.replace('</head>', `${hints.join('')}</head>`));
  };
}

/**
 * The customer site's page with its small stylesheet inlined and hints for what it asks for
 * first (the session, the visitor's language), so a phone paints at once and fetches the rest
 * while it still parses the script.
 */
function accountPageRenderer(dist: string) {
  const html = pageWithInlineStyles(dist, '/account/');
  const localeChunks = localeChunksOf(dist, '/account/');
  const session = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/auth/me">';
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const chunk = localeChunks.get(localeFromAcceptLanguage(request.headers['accept-language']));
    const hints = chunk ? `${session}<link rel="modulepreload" crossorigin href="${chunk}">` : session;
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('text/html')
      .send(html.replace('</head>', `${hints}</head>`));
  };
}

const page = (reply: FastifyReply, dist: string) =>
  reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', dist);

/**
 * The admin app at /admin/, the booking widget at /book/:subdomain (and at the shop's own
 * subdomain of BOOKING_DOMAIN), the customer site at /account/, booking links at /b/:alias, and
 * the embed loader at /embed.js.
 */
async function webApps(app: FastifyInstance, { ctx, webRoot }: { ctx: ServiceContext; webRoot: string }) {
  const adminDist = resolve(webRoot, 'admin/dist');
  const bookingDist = resolve(webRoot, 'booking/dist');
  const hasAdmin = existsSync(resolve(adminDist, 'index.html'));
  const accountDist = resolve(webRoot, 'account/dist');
  const hasBooking = existsSync(resolve(bookingDist, 'index.html'));
  const hasAccount = existsSync(resolve(accountDist, 'index.html'));
  if (hasAdmin) {
    serveSpa(app, adminDist, '/admin', true);
    // The admin app's offline worker, registered from the site root; always revalidated so a new
    // version is found on the next visit.
    if (existsSync(resolve(adminDist, 'sw.js'))) {
      app.get('/sw.js', (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/javascript').sendFile('sw.js', adminDist),
      );
    }
  }
  if (hasBooking) {
    serveSpa(app, bookingDist, '/book', !hasAdmin, bookingPageRenderer(ctx, bookingDist));
    app.get('/embed.js', (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .header('Access-Control-Allow-Origin', '*')
        .type('text/javascript')
        .sendFile('embed.js', bookingDist),
    );
  }

  if (hasAccount) {
    // Its worker (/account/sw.js) is a file of the build, served like the others with no-cache.
    serveSpa(app, accountDist, '/account', !hasAdmin && !hasBooking, accountPageRenderer(accountDist));
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

/** Pages get their framing and script policy from the security headers; a missing file answers the envelope. */
export const webAppsPlugin = fp(webApps, {
  name: 'salon-web-apps',
  fastify: '5.x',
  dependencies: ['salon-errors', 'salon-security-headers'],
});
