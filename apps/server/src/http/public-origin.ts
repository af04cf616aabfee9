import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.ts';

/** The address customers reach this server at: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(ctx: ServiceContext, request: FastifyRequest): string {
  return ctx.config.PUBLIC_URL
    ? new URL(ctx.config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
}
