import {
  emailCodeRequest,
  emailCodeResponse,
  emailCodeVerifyRequest,
  meResponse,
  okResponse,
  signedOutResponse,
  signInRequest,
  signUpRequest,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getSession } from '../../services/auth/get-session.ts';
import { refreshSession } from '../../services/auth/refresh-session.ts';
import { requestEmailCode } from '../../services/auth/request-email-code.ts';
import { signIn } from '../../services/auth/sign-in.ts';
import { signOut } from '../../services/auth/sign-out.ts';
import { signOutEverywhere } from '../../services/auth/sign-out-everywhere.ts';
import { signUp } from '../../services/auth/sign-up.ts';
import { verifyEmailCode } from '../../services/auth/verify-email-code.ts';

const tags = ['auth'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/sign-up',
    {
      schema: {
        tags,
        summary: 'Create a customer account and sign in',
        body: signUpRequest,
        response: { 201: meResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await signUp(ctx, request.body, request.requestOrigin());
      return reply.setSession(signedIn).code(201).send(signedIn.session);
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: signInRequest,
        response: { 200: meResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await signIn(ctx, request.body, request.requestOrigin());
      return reply.setSession(signedIn).send(signedIn.session);
    },
  );

  app.post(
    '/email-code',
    {
      schema: {
        tags,
        summary: 'E-mail a 6-digit sign-in code (valid 10 minutes, 5 tries)',
        body: emailCodeRequest,
        response: { 200: emailCodeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { expiresIn } = await requestEmailCode(ctx, request.body, request.requestOrigin());
      return { sent: true as const, expiresIn };
    },
  );

  app.post(
    '/email-code/verify',
    {
      schema: {
        tags,
        summary: 'Sign in with an e-mailed code; creates a customer account for a new address',
        body: emailCodeVerifyRequest,
        response: { 200: meResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await verifyEmailCode(ctx, request.body, request.requestOrigin());
      return reply.setSession(signedIn).send(signedIn.session);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token (cookie) and get a new access token',
        response: { 200: meResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const signedIn = await refreshSession(ctx, request.refreshTokenCookie());
        return reply.setSession(signedIn).send(signedIn.session);
      } catch (err) {
        reply.clearSession();
        throw err;
      }
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'Sign out and revoke the session',
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await signOut(ctx, request.refreshTokenCookie());
      return reply.clearSession().send({ ok: true as const });
    },
  );

  app.post(
    '/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: 'Sign out on every device: every session of the account is revoked',
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.authenticate();
      await signOutEverywhere(ctx, actor.id);
      return reply.clearSession().send({ ok: true as const });
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary:
          'The signed-in user and their shops; for a visitor `{ user: null }`, with `refresh` true when a refresh cookie could renew the session',
        response: { 200: z.union([meResponse, signedOutResponse]), ...errorResponses },
      },
    },
    async (request, reply) => {
      // Asking whether anyone is signed in is not an error: a visitor gets a plain answer, so
      // signed-out pages log no failed request.
      const actor = await request.optionalActor();
      if (!actor) return { user: null, refresh: Boolean(request.refreshTokenCookie()) };
      // The admin app's offline copy keeps only answers that carry a session.
      reply.header('X-Signed-In', 'true');
      return getSession(ctx, actor.id, request.currentShopCookie());
    },
  );
};

// Every handler asks the session who is calling.
export const authRoutes = fp(routes, {
  name: 'salon-auth-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
