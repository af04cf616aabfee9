import { subdomainAvailabilityQuery, subdomainAvailabilityResponse } from '@salon/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { subdomainAvailability } from '../../services/shops/subdomain-availability.ts';

const routes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/subdomain-availability',
    {
      schema: {
        tags: ['public'],
        summary: 'Whether a subdomain is free, and a cleaned free form of what was typed',
        querystring: subdomainAvailabilityQuery,
        response: { 200: subdomainAvailabilityResponse, ...errorResponses },
      },
    },
    async (request) => subdomainAvailability(ctx, request.query.name),
  );
};

export const subdomainRoutes = fp(routes, {
  name: 'salon-subdomain-routes',
  encapsulate: true,
});
