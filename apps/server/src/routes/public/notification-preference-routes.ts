import { customerPreferences, customerPreferencesResponse, preferencesTokenParams } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getPreferences } from '../../services/notification-preferences/get-preferences.ts';
import { unsubscribeFromMarketing } from '../../services/notification-preferences/unsubscribe.ts';
import { updatePreferences } from '../../services/notification-preferences/update-preferences.ts';

const tags = ['public: notification preferences'];

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // Mail programs send the RFC 8058 one-click POST as a form (`List-Unsubscribe=One-Click`); its
  // content says nothing the link does not, so it is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );
  app.get(
    '/notification-preferences/:token',
    {
      schema: {
        tags,
        summary: 'A customer’s mail choices, from the signed link in any of the salon’s mails',
        params: preferencesTokenParams,
        response: { 200: customerPreferencesResponse, ...errorResponses },
      },
    },
    async (req) => getPreferences(ctx, req.params.token),
  );
  app.put(
    '/notification-preferences/:token',
    {
      schema: {
        tags,
        summary: 'Turn reminders and marketing mails (birthday, review requests) on or off',
        params: preferencesTokenParams,
        body: customerPreferences,
        response: { 200: customerPreferencesResponse, ...errorResponses },
      },
    },
    async (req) => updatePreferences(ctx, req.params.token, req.body),
  );
  app.post(
    '/notification-preferences/:token/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058) from marketing mails',
        params: preferencesTokenParams,
      },
    },
    async (req, reply) => {
      await unsubscribeFromMarketing(ctx, req.params.token);
      return reply.code(204).send();
    },
  );
};

export const notificationPreferenceRoutes = fp(routes, {
  name: 'salon-notification-preference-routes',
  encapsulate: true,
});
