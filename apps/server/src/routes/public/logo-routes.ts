import { subdomainParams } from '@salon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { getLogo, type ServedLogo } from '../../services/shops/get-logo.ts';
import { logoPath } from '../../services/shops/shop-logo.ts';

const tags = ['public booking'];

const hashedParams = subdomainParams.extend({
  hash: z.string().regex(/^[0-9a-f]{64}$/, { message: 'Must be the SHA-256 of the logo, in hex' }),
});

/**
 * The image with its own type, never sniffed as anything else, and loadable by other sites' pages
 * and by mail programs (the embed, a customer's webmail), with an ETag for revalidation.
 */
function sendLogo(request: FastifyRequest, reply: FastifyReply, logo: ServedLogo, cacheControl: string) {
  const etag = `"${logo.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(logo.contentType).send(Buffer.from(logo.content));
}

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/shops/:subdomain/logo/:hash',
    {
      schema: {
        tags,
        summary: "A shop's uploaded logo at the address of its content: cached for good",
        params: hashedParams,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const logo = await getLogo(ctx, request.params.subdomain);
      if (logo.sha256 !== request.params.hash) {
        // The salon has another logo since (an old mail, a cached page): sent on to it.
        return reply
          .header('Cache-Control', 'no-cache')
          .redirect(logoPath(request.params.subdomain.toLowerCase(), logo.sha256), 302);
      }
      return sendLogo(request, reply, logo, 'public, max-age=31536000, immutable');
    },
  );

  app.get(
    '/shops/:subdomain/logo',
    {
      schema: {
        tags,
        summary: "A shop's uploaded logo, whichever it is now",
        params: subdomainParams,
        response: errorResponses,
      },
    },
    async (request, reply) =>
      sendLogo(request, reply, await getLogo(ctx, request.params.subdomain), 'public, max-age=300'),
  );
};

export const publicLogoRoutes = fp(routes, { name: 'salon-public-logo-routes', encapsulate: true });
