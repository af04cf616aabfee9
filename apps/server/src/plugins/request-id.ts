import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or a client may hand over as its own (a UUID, a trace id, a load balancer's
 * counter): anything else, and anything long enough to bloat every log line, gets one of ours.
 */
const acceptable = /^[\w.:@/+=-]{1,128}$/;

/** The request's id: the caller's `X-Request-Id` when it is one, else a new UUID. */
export function requestIdOf(request: { headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

const current = new AsyncLocalStorage<string>();

/** Answers with the request's id, and runs the rest of its handling with the id in scope for `requestIdMixin`. */
async function requestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    current.run(request.id, done);
  });
}

export const requestIdPlugin = fp(requestId, { name: 'salon-request-id' });

/**
 * A pino mixin: lines the services log through the app's logger while serving a request carry its
 * id as `reqId`, as the request's own logger does (whose lines already have it, once).
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): object },
): { reqId?: string } {
  const id = current.getStore();
  if (id === undefined || 'reqId' in logger.bindings()) return {};
  return { reqId: id };
}
