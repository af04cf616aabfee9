import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  AppError,
  accountPageSlugs,
  adminPagePaths,
  aliasParams,
  isAppError,
  isPagePath,
  localeFromAcceptLanguage,
  subdomainProblem,
} from '@salon/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../context.ts';
import { resolveAlias } from '../services/booking-links/resolve-alias.ts';
import { type BookingPage, bookingPageFound } from '../services/public-booking/booking-page-found.ts';

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
  render: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>,
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

/** The page of the widget an address names, read as the widget reads it (`apps/booking/src/lib/route.ts`). */
function bookingPageOf(url: string): BookingPage {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (!pathname.startsWith('/book/')) return { kind: 'none' };
  let parts: string[];
  try {
    parts = pathname.slice('/book/'.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { kind: 'none' };
  }
  const [first, second, third] = parts;
  if (parts.length === 3 && second === 'manage' && third) return { kind: 'manage', token: third };
  if ((parts.length === 2 || parts.length === 3) && (second === 'preferences' || second === 'review'))
    return { kind: second, token: third ?? '' };
  if (parts.length === 2 && second === 'manage') return { kind: 'manage', token: '' };
  if (parts.length === 2 && first === 'manage' && second) return { kind: 'manage', token: second };
  if (parts.length === 1 && first) {
    if (subdomainProblem(first.toLowerCase())) return { kind: 'none' };
    const preview = searchParams.get('preview');
    return { kind: 'book', subdomain: first.toLowerCase(), preview: preview === '1' || preview === 'true' };
  }
  return { kind: 'none' };
}

/**
 * The booking page with the salon's name already in it, and hints for what the page asks for
 * first (the shop's data, the visitor's language): a phone shows something at once and fetches
 * the rest while it still parses the script. An unknown shop, or a manage, review or preferences
 * link that names nothing, answers 404 with the same page, which says so and leads on.
 */
function bookingPageRenderer(ctx: ServiceContext, dist: string) {
  const html = pageWithInlineStyles(dist, '/book/');
  const localeChunks = localeChunksOf(dist, '/book/');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const bookingPage = bookingPageOf(request.url);
    const hints: string[] = [];
    let body = html;
    let status = 200;
    // A preview of an unpublished page asks with the staff session: a preload without it would fail.
    if (bookingPage.kind === 'book' && !bookingPage.preview) {
      hints.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/shops/${bookingPage.subdomain}">`,
      );
    }
    try {
      const lookup = await bookingPageFound(ctx, bookingPage, {
        ip: request.ip,
        actor: () => request.optionalActor(),
      });
      if (!lookup.found) status = 404;
      else if (lookup.value) {
        const title = `<p class="boot-title">${escapeHtml(lookup.value.shopName)}</p><div class="boot"`;
        // A function, not a string: `$&`, `$'` and the like in a salon's name stay as typed.
        body = body.replace('<div class="boot"', () => title);
      }
    } catch (err) {
      // The page says itself when it cannot load what it shows; it is served all the same.
      request.log.warn({ err }, 'could not tell whether a booking page exists');
    }
    const chunk = localeChunks.get(localeFromAcceptLanguage(request.headers['accept-language']));
    if (chunk) hints.push(`<link rel="modulepreload" crossorigin href="${chunk}">`);
    const head = `${hints.join('')}</head>`;
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('text/html')
      .send(body.replace('</head>', () => head));
  };
}

/**
 * The customer site's page with its small stylesheet inlined and hints for what it asks for
 * first (the session, the visitor's language), so a phone paints at once and fetches the rest
 * while it still parses the script. An address no page has answers 404 with the same page.
 */
function accountPageRenderer(dist: string) {
  const html = pageWithInlineStyles(dist, '/account/');
  const localeChunks = localeChunksOf(dist, '/account/');
  const session = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/auth/me">';
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const chunk = localeChunks.get(localeFromAcceptLanguage(request.headers['accept-language']));
    const hints = chunk ? `${session}<link rel="modulepreload" crossorigin href="${chunk}">` : session;
    const path = (request.url.split('?')[0] ?? '').slice('/account/'.length);
    return reply
      .code(isPagePath(accountPageSlugs, path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('text/html')
      .send(html.replace('</head>', () => `${hints}</head>`));
  };
}

const page = (reply: FastifyReply, dist: string, status: number) =>
  reply.code(status).header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', dist);

/** The admin app's page; an address none of its pages has answers 404 with it (its "not found" page). */
const adminPage = (dist: string) => (request: FastifyRequest, reply: FastifyReply) =>
  page(
    reply,
    dist,
    isPagePath(adminPagePaths, (request.url.split('?')[0] ?? '').slice('/admin/'.length)) ? 200 : 404,
  );

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
    serveSpa(app, adminDist, '/admin', true, adminPage(adminDist));
    // The admin app's offline worker, registered from the site root; always revalidated so a new
    // version is found on the next visit.
    if (existsSync(resolve(adminDist, 'sw.js'))) {
      app.get('/sw.js', (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/javascript').sendFile('sw.js', adminDist),
      );
    }
  }
  const bookingPage = hasBooking ? bookingPageRenderer(ctx, bookingDist) : null;
  if (bookingPage) {
    serveSpa(app, bookingDist, '/book', !hasAdmin, bookingPage);
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
    // A link with a control character in it was never given out.
    const link = aliasParams.safeParse(request.params).success
      ? await resolveAlias(ctx, request.params.alias).catch((err: unknown) => {
          if (isAppError(err) && err.code === 'NotFound') return null;
          throw err;
        })
      : null;
    // An unknown link answers 404 with the booking page, which says the link leads to no salon.
    if (!link && bookingPage) return bookingPage(request, reply);
    if (!link) throw new AppError('NotFound', 'No such booking link');
    // The page sends the link's name with the booking; the server looks it up again then, so an
    // edited address can name another link of the shop at most, never make a booking Google's.
    return reply.redirect(`/book/${link.subdomain}?link=${encodeURIComponent(link.alias)}`);
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
