import type { FastifyCookieOptions } from '@fastify/cookie';
import fastifyCookie from '@fastify/cookie';
import { type Actor, AppError, isLocale, localeFromAcceptLanguage, type MeResponse } from '@salon/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../context.ts';
import {
  ACCESS_TOKEN_SECONDS,
  type IssuedTokens,
  REFRESH_TOKEN_SECONDS,
  verifyAccessToken,
} from '../infra/tokens.ts';
import { DEVICE_TOKEN_SECONDS } from '../services/auth/known-devices.ts';
import { loadActor } from '../services/auth/load-actor.ts';
import type { RequestOrigin } from '../services/auth/signed-in.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in actor; throws `error.http.401` when there is none. */
    authenticate(): Promise<Actor>;
    /**
     * The signed-in actor, or null when there is no session or its token is invalid or expired
     * (a guest). Any other failure, a database error above all, is thrown: it must never turn
     * a signed-in person into a guest.
     */
    optionalActor(): Promise<Actor | null>;
    requestOrigin(): RequestOrigin;
    refreshTokenCookie(): string | undefined;
    /** The shop the browser last worked in (`tenantId`), whose roles list the session carries. */
    currentShopCookie(): string | undefined;
  }
  interface FastifyReply {
    setSession(signedIn: { session: MeResponse; tokens: IssuedTokens; deviceToken?: string }): FastifyReply;
    clearSession(): FastifyReply;
  }
}

/** The spec's session values. Tokens are HttpOnly; the rest is readable by the web apps' scripts. */
export const cookieNames = (prefix: string) => ({
  accessToken: `${prefix}accessToken`,
  refreshToken: `${prefix}refreshToken`,
  userData: `${prefix}userData`,
  shop: `${prefix}shop`,
  tabSetting: `${prefix}tabSetting`,
  tenantId: `${prefix}tenantId`,
  /** Long-lived, HttpOnly, sent only to /api/auth: says this browser signed in to the account before. */
  device: `${prefix}device`,
});

async function session(app: FastifyInstance, { ctx }: { ctx: ServiceContext }) {
  const { config } = ctx;
  await app.register(fastifyCookie, {} satisfies FastifyCookieOptions);
  const names = cookieNames(config.COOKIE_PREFIX);

  const base = (request: FastifyRequest) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(config.COOKIE_DOMAIN ? { domain: config.COOKIE_DOMAIN } : {}),
  });

  const resolveActor = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : request.cookies[names.accessToken];
    const userId = token ? await verifyAccessToken(ctx, token) : null;
    return userId ? loadActor(ctx, userId) : null;
  };
  // A hook and its handler both ask for the actor; it is read from the database once per request.
  const actors = new WeakMap<FastifyRequest, Promise<Actor | null>>();

  const actorOf = (request: FastifyRequest) => {
    let pending = actors.get(request);
    if (!pending) {
      pending = resolveActor(request);
      actors.set(request, pending);
    }
    return pending;
  };

  app.decorateRequest('authenticate', async function (this: FastifyRequest) {
    const actor = await actorOf(this);
    if (!actor) throw new AppError('error.http.401', 'Sign in to continue');
    return actor;
  });

  // resolveActor answers null only for a missing, forged or expired token or a deleted account.
  app.decorateRequest('optionalActor', function (this: FastifyRequest) {
    return actorOf(this);
  });

  app.decorateRequest('requestOrigin', function (this: FastifyRequest): RequestOrigin {
    const asked = this.headers['x-locale'];
    return {
      ip: this.ip,
      locale: isLocale(asked) ? asked : localeFromAcceptLanguage(this.headers['accept-language']),
      deviceToken: this.cookies[names.device],
    };
  });

  app.decorateRequest('refreshTokenCookie', function (this: FastifyRequest) {
    return this.cookies[names.refreshToken];
  });

  app.decorateRequest('currentShopCookie', function (this: FastifyRequest) {
    return this.cookies[names.tenantId];
  });

  app.decorateReply('setSession', function (this: FastifyReply, { session, tokens, deviceToken }) {
    const options = base(this.request);
    // Kept through sign-out: it is what lets this browser's right password past an account lockout.
    if (deviceToken) {
      this.setCookie(names.device, deviceToken, {
        ...options,
        path: '/api/auth',
        httpOnly: true,
        maxAge: DEVICE_TOKEN_SECONDS,
      });
    }
    // A sign-in's session carries the roles list of the first shop (see sessionOf).
    const firstShop = session.shops[0];
    this.setCookie(names.accessToken, tokens.accessToken, {
      ...options,
      httpOnly: true,
      maxAge: ACCESS_TOKEN_SECONDS,
    });
    this.setCookie(names.refreshToken, tokens.refreshToken, {
      ...options,
      httpOnly: true,
      maxAge: REFRESH_TOKEN_SECONDS,
    });
    const userData = JSON.stringify({
      id: session.user.id,
      name: session.user.name,
      email: session.user.email,
      roles: session.user.roles,
      locale: session.user.locale,
    });
    this.setCookie(names.userData, userData, { ...options, maxAge: REFRESH_TOKEN_SECONDS });
    if (firstShop) {
      this.setCookie(names.shop, firstShop.subdomain, { ...options, maxAge: REFRESH_TOKEN_SECONDS });
      this.setCookie(names.tenantId, firstShop.id, { ...options, maxAge: REFRESH_TOKEN_SECONDS });
    }
    return this;
  });

  // What is behind a session is nobody else's: no shared cache (a proxy, a CDN) may keep it, and
  // no browser may keep it on disk for the next person at the same computer. The signed-in areas
  // always; anything else asked with a session unless it says itself how it may be kept (a
  // bundle, a page, the embed loader); and every answer that sets a cookie.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const signedInArea = /^\/api\/(admin|me|platform|auth)(\/|$)/.test(path);
    // A request refused before its cookies were read (another site's write) has none parsed.
    const cookies = request.cookies ?? {};
    const withSession =
      request.headers.authorization !== undefined ||
      cookies[names.accessToken] !== undefined ||
      cookies[names.refreshToken] !== undefined;
    const own = reply.getHeader('cache-control') ?? reply.raw.getHeader('cache-control');
    if (signedInArea || reply.hasHeader('set-cookie') || (withSession && own === undefined)) {
      reply.header('Cache-Control', 'private, no-store');
    }
    return payload;
  });

  // As the spec says: clearing a session removes the tokens and the user info; shop and tab stay as preferences.
  app.decorateReply('clearSession', function (this: FastifyReply) {
    const options = base(this.request);
    for (const name of [names.accessToken, names.refreshToken, names.userData])
      this.clearCookie(name, options);
    return this;
  });
}

// `authenticate` refuses with AppError: the envelope comes from the error handler.
export const sessionPlugin = fp(session, {
  name: 'salon-session',
  fastify: '5.x',
  dependencies: ['salon-errors'],
});
