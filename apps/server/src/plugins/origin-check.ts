import { AppError } from '@salon/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cookie sessions need a same-site check on writes: a browser always names the page's origin on
 * a cross-site POST, so a write whose Origin is not ours is refused and a third-party page cannot
 * act for a signed-in user. Requests without Origin (curl, server-to-server) carry no cookies
 * of a victim's browser and pass.
 */
async function originCheck(
  app: FastifyInstance,
  options: { cookieDomain?: string | undefined; allowedOrigins: string[] },
) {
  const allowedHosts = new Set(options.allowedOrigins.map(hostOf).filter((h): h is string => !!h));
  const parent = options.cookieDomain?.replace(/^\./, '').toLowerCase();

  const isOwnHost = (request: FastifyRequest, host: string) => {
    const requestHost = request.host.toLowerCase();
    if (host === requestHost || allowedHosts.has(host)) return true;
    const hostname = host.split(':')[0] ?? host;
    return !!parent && (hostname === parent || hostname.endsWith(`.${parent}`));
  };

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('Forbidden', 'Cross-site requests may not change anything');
      }
      return;
    }
    const host = origin === 'null' ? null : hostOf(origin);
    if (!host || !isOwnHost(request, host)) {
      throw new AppError('Forbidden', 'Requests from other sites may not change anything');
    }
  });
}

// Refuses with AppError: the envelope comes from the error handler.
export const originCheckPlugin = fp(originCheck, {
  name: 'salon-origin-check',
  fastify: '5.x',
  dependencies: ['salon-errors'],
});
