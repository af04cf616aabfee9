import { AppError, type ErrorCode, type ErrorDetail, errorStatus } from '@salon/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionError } from '../services/pg-errors.ts';

const contextName: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

function send(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown) {
  return reply
    .code(errorStatus[code])
    .send({ error: { code, message, ...(details === undefined ? {} : { details }) } });
}

/** One envelope for every failure; no stack trace or driver message ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter !== undefined) reply.header('Retry-After', String(err.retryAfter));
      return send(reply, err.code, err.message, err.details);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = contextName[err.validationContext ?? 'body'] ?? 'body';
      const details: ErrorDetail[] = err.validation.map((issue) => ({
        path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return send(reply, 'ValidationError', 'The request is not valid', details);
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return send(reply, 'PayloadTooLarge', 'The body is too large');
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 'UnsupportedMediaType', 'Send JSON with Content-Type: application/json');
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty body where one is required, and the like.
      return send(reply, 'ValidationError', err.message, [{ path: 'body', message: err.message }]);
    }
    if (isConnectionError(err)) {
      // The pool opens new connections by itself once PostgreSQL is back; the client only has to retry.
      request.log.warn({ err }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 'ServiceUnavailable', 'The service is briefly unavailable; try again shortly');
    }
    request.log.error({ err }, 'request failed');
    return send(reply, 'InternalError', 'Something went wrong on our side');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 'NotFound', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}
