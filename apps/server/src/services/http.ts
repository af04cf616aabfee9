import { errorResponse } from '@salon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.ts';

/** Every route documents the error envelope for client and server errors alike. */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;

/** Sends what an idempotent write answered, marking a replayed answer so clients can tell. */
export function sendResult(
  reply: FastifyReply,
  result: { status: number; body: unknown; replayed: boolean },
): FastifyReply {
  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(result.status).send(result.body);
}

/** The address customers reach this server at: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(ctx: ServiceContext, request: FastifyRequest): string {
  return ctx.config.PUBLIC_URL
    ? new URL(ctx.config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
}
