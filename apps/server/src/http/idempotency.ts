import { createHash } from 'node:crypto';
import { AppError } from '@salon/domain';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ServiceContext } from '../context.ts';
import {
  claimIdempotencyKey,
  earlierRequest,
  type IdempotencyClaim,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from '../infra/idempotency-keys.ts';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** Keys this server claimed for a request in flight, to record or release once it is answered. */
const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

/**
 * A route's Idempotency-Key handling, as its preHandler and onSend hooks. A retry with the same
 * key and request gets the first answer (marked `Idempotent-Replayed`) and runs nothing; the same
 * key with another request, or while the first is still running, is refused. A failed attempt
 * leaves no trace, so it can be retried. Keys belong to `scope`: one caller's keys never answer
 * another's requests.
 */
export function idempotency(
  ctx: ServiceContext,
  scope: (request: FastifyRequest) => string | Promise<string>,
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler<unknown> } {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') return;
      const keyScope = await scope(request);
      const requestHash = hashOf({ method: request.method, url: request.url, body: request.body ?? null });
      const claim = { scope: keyScope, key };
      if (await claimIdempotencyKey(ctx.db, { ...claim, requestHash })) {
        claims.set(request, claim);
        return;
      }
      const earlier = await earlierRequest(ctx.db, claim);
      if (earlier?.requestHash !== requestHash) {
        throw new AppError('IdempotencyConflict', 'This Idempotency-Key was used for a different request');
      }
      if (earlier.status === null) {
        throw new AppError(
          'IdempotencyConflict',
          'A request with this Idempotency-Key is still being processed',
          {
            retryAfter: 1,
          },
        );
      }
      return reply.header('Idempotent-Replayed', 'true').code(earlier.status).send(earlier.response);
    },

    async onSend(request, reply, payload) {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      if (reply.statusCode >= 400) {
        await releaseIdempotencyKey(ctx.db, claim);
      } else {
        const response = typeof payload === 'string' ? JSON.parse(payload) : null;
        await recordIdempotentAnswer(ctx.db, claim, { status: reply.statusCode, response });
      }
      return payload;
    },
  };
}
