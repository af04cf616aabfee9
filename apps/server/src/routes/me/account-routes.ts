import {
  accountDeviceParams,
  accountPreferencesResponse,
  accountProfile,
  deleteAccountRequest,
  okResponse,
  updateAccountPreferencesRequest,
  updateAccountProfileRequest,
} from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { deleteAccount } from '../../services/account/delete-account.ts';
import { deleteAccountDevice } from '../../services/account/delete-account-device.ts';
import { exportAccountData } from '../../services/account/export-account-data.ts';
import { getAccountPreferences } from '../../services/account/get-account-preferences.ts';
import { getAccountProfile } from '../../services/account/get-account-profile.ts';
import { updateAccountPreferences } from '../../services/account/update-account-preferences.ts';
import { updateAccountProfile } from '../../services/account/update-account-profile.ts';

const tags = ['me: account'];

// The customer site's account: profile, mail choices, devices, the data export and deletion.
const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Your own details',
        response: { 200: accountProfile, ...errorResponses },
      },
    },
    async (request) => getAccountProfile(ctx, (await request.authenticate()).id),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Change your name, phone, birthday or language; your records at every salon follow',
        body: updateAccountProfileRequest,
        response: { 200: accountProfile, ...errorResponses },
      },
    },
    async (request) => updateAccountProfile(ctx, (await request.authenticate()).id, request.body),
  );

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Reminders and marketing mails per salon, and the devices pushes go to',
        response: { 200: accountPreferencesResponse, ...errorResponses },
      },
    },
    async (request) => getAccountPreferences(ctx, (await request.authenticate()).id),
  );

  app.patch(
    '/preferences',
    {
      schema: {
        tags,
        summary: "Change one salon's mail choices (the same ones the link in its mails changes)",
        body: updateAccountPreferencesRequest,
        response: { 200: accountPreferencesResponse, ...errorResponses },
      },
    },
    async (request) => updateAccountPreferences(ctx, (await request.authenticate()).id, request.body),
  );

  app.delete(
    '/devices/:id',
    {
      schema: {
        tags,
        summary: 'Stop pushes to one of your devices',
        params: accountDeviceParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteAccountDevice(ctx, (await request.authenticate()).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Everything kept about you, as a JSON file to download',
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(ctx, (await request.authenticate()).id);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        summary:
          'Delete your account (type its address to confirm); the salons keep their books without your name',
        body: deleteAccountRequest,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, (await request.authenticate()).id, request.body.confirmEmail);
      return reply.clearSession().send({ ok: true as const });
    },
  );
};

// Every handler asks the session who is calling.
export const accountRoutes = fp(routes, {
  name: 'salon-account-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
