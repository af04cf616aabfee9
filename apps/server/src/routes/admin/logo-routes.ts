import { shopIdParams, shopResponse } from '@salon/domain';
import { LOGO_MAX_BYTES } from '@salon/domain/logo';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { removeLogo } from '../../services/shops/remove-logo.ts';
import { uploadLogo } from '../../services/shops/upload-logo.ts';

const tags = ['admin'];

/** Twice the logo's limit arrives, so a file a little too large is refused in words on its field. */
const UPLOAD_BODY_LIMIT = 2 * LOGO_MAX_BYTES;

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  // The file is the body, as a browser sends a File: one image, no form around it, so no multipart
  // parser is needed. Whatever type is declared, the bytes decide (this scope has these routes only).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.put(
    '/shops/:shopId/logo',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Upload the shop's logo: the image file as the body (PNG, JPEG or WebP, at most 512 KB; SVG is refused)",
        params: shopIdParams,
        response: { 200: shopResponse, ...errorResponses },
      },
    },
    async (request) =>
      uploadLogo(ctx, await request.authenticate(), {
        shopId: request.params.shopId,
        // A JSON body is parsed as JSON, not kept as bytes: it is no image either.
        bytes: Buffer.isBuffer(request.body) ? request.body : new Uint8Array(),
      }),
  );

  app.delete(
    '/shops/:shopId/logo',
    {
      schema: {
        tags,
        summary: "Remove the shop's logo, uploaded or typed",
        params: shopIdParams,
        response: { 200: shopResponse, ...errorResponses },
      },
    },
    async (request) => removeLogo(ctx, await request.authenticate(), request.params.shopId),
  );
};

export const adminLogoRoutes = fp(routes, {
  name: 'salon-admin-logo-routes',
  dependencies: ['salon-session'],
  encapsulate: true,
});
