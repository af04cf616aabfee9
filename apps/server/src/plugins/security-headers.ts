import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The faces of the server, each with its own rules for framing and what a page may load. */
type Face = 'api' | 'docs' | 'admin' | 'widget' | 'account';

function faceOf(path: string): Face {
  if (path.startsWith('/api/docs')) return 'docs';
  if (path.startsWith('/api/')) return 'api';
  if (path === '/book' || path.startsWith('/book/') || path.startsWith('/b/') || path === '/embed.js')
    return 'widget';
  if (path === '/account' || path.startsWith('/account/')) return 'account';
  return 'admin';
}

/** Pages and answers whose address carries a booking's manage or review token: it must not leak as Referer. */
const carriesToken = (path: string) =>
  /^\/book\/(?:[^/]+\/)?(?:manage|review)(?:\/|$)/.test(path) ||
  path.startsWith('/api/public/bookings/') ||
  path.startsWith('/api/public/reviews/');

/**
 * Hashes of the inline scripts a built page contains (the widget's embed switch in its <head>),
 * so the policy allows exactly those and no injected one.
 */
function inlineScriptHashes(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * What the widget's payment step loads besides our own files: Stripe.js from its configured
 * address, its card fields in Stripe's frames, and its calls to Stripe's API.
 */
export function paymentSources(stripeJsUrl: string | undefined): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  if (!stripeJsUrl) return { script: [], frame: [], connect: [] };
  const origin = new URL(stripeJsUrl).origin;
  if (origin !== 'https://js.stripe.com') return { script: [origin], frame: [origin], connect: [origin] };
  return {
    script: [origin],
    frame: [origin, 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  };
}

function pagePolicy(
  scriptHashes: string[],
  frameAncestors: string[],
  extra: { script: string[]; frame: string[]; connect: string[] } = { script: [], frame: [], connect: [] },
) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", ...scriptHashes, ...extra.script],
      // Mantine and the pages' first-paint styles are inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...extra.connect],
      ...(extra.frame.length > 0 ? { frameSrc: ["'self'", ...extra.frame] } : {}),
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors,
    },
  };
}

/**
 * Security headers by face: the admin app, the customer site and the API may not be framed by
 * anyone; the booking widget may be framed by any site (shops embed it); every face gets a script
 * policy, nosniff, a referrer policy, and HSTS when the request came over TLS (directly or through
 * a trusted proxy).
 */
async function securityHeaders(
  app: FastifyInstance,
  { webRoot, stripeJsUrl }: { webRoot: string; stripeJsUrl?: string | undefined },
) {
  await app.register(fastifyHelmet, { global: false });
  const policies: Record<Face, object> = {
    api: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    docs: pagePolicy([], ["'none'"]),
    admin: pagePolicy(inlineScriptHashes(resolve(webRoot, 'admin/dist/index.html')), ["'none'"]),
    widget: pagePolicy(
      inlineScriptHashes(resolve(webRoot, 'booking/dist/index.html')),
      ['*'],
      paymentSources(stripeJsUrl),
    ),
    // The customer's own data and actions: no other site may frame it (clickjacking).
    account: pagePolicy(inlineScriptHashes(resolve(webRoot, 'account/dist/index.html')), ["'none'"]),
  };

  // Helmet builds its headers anew on every call; there are only a few variants, so each is
  // built once and its headers replayed after that.
  const built = new Map<string, [string, string | number | string[]][]>();
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const face = faceOf(path);
    const tokenPage = carriesToken(path);
    const overTls = request.protocol === 'https';
    const variant = `${face}:${tokenPage}:${overTls}`;
    const headers = built.get(variant);
    if (headers) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      return;
    }
    const before = new Set(reply.raw.getHeaderNames());
    await reply.helmet({
      contentSecurityPolicy: policies[face],
      xFrameOptions: face === 'widget' ? false : { action: 'deny' },
      // The embed loader is fetched by other sites' pages.
      crossOriginResourcePolicy: { policy: face === 'widget' ? 'cross-origin' : 'same-origin' },
      referrerPolicy: { policy: tokenPage ? 'no-referrer' : 'strict-origin-when-cross-origin' },
      strictTransportSecurity: overTls ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    });
    built.set(
      variant,
      reply.raw
        .getHeaderNames()
        .filter((name) => !before.has(name))
        .map((name) => [name, reply.raw.getHeader(name) as string | number | string[]]),
    );
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'salon-security-headers', fastify: '5.x' });
