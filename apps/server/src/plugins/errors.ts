import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  AppError,
  type ErrorCode,
  type ErrorDetail,
  errorStatus,
  localeFromAcceptLanguage,
} from '@salon/domain';
import { resources } from '@salon/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  FOREIGN_KEY_VIOLATION,
  isConnectionError,
  isTransientConflict,
  isUnstorableText,
  pgErrorCode,
} from '../infra/pg-errors.ts';

/** Seconds a client is asked to wait before trying again a write that kept colliding with others. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

const contextName: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

/**
 * The message in the caller's language (Accept-Language: de, fr, pt): the code's own message, as
 * the apps show it. English, and any language without a translation, keeps the server's message,
 * which names what was wrong in more detail.
 */
function inCallersLanguage(reply: FastifyReply, code: ErrorCode, message: string): string {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  const locale = localeFromAcceptLanguage(reply.request.headers['accept-language']);
  if (locale === 'en') return message;
  return (resources[locale].errors as Record<string, string | undefined>)[code] ?? message;
}

function send(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown) {
  return reply.code(errorStatus[code]).send({
    error: {
      code,
      message: inCallersLanguage(reply, code, message),
      ...(details === undefined ? {} : { details }),
    },
  });
}

const envelope = (code: ErrorCode, message: string, details?: unknown) =>
  JSON.stringify({ error: { code, message, ...(details === undefined ? {} : { details }) } });

/**
 * Failures Fastify meets before any route or hook runs: a path that is not valid percent-encoding,
 * a path segment longer than a route parameter may be.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err,
  _request,
  reply,
) => {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 'UriTooLong', 'The address is too long');
  if (err.code === 'FST_ERR_BAD_URL') {
    return send(reply, 'ValidationError', 'The address is not valid', [
      { path: 'url', message: 'The address is not valid percent-encoding' },
    ]);
  }
  return send(reply, 'ValidationError', 'The request is not valid');
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or address over the size
 * limit, a malformed request line, a client too slow to send its headers): the answer is written
 * straight to the socket, in the same envelope as every other error, and the connection closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let code: ErrorCode = 'ValidationError';
  let message = 'The request could not be read';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    code = 'RequestTimeout';
    message = 'The request took too long to arrive';
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The address counts toward the same limit as the headers: when the request line alone takes
    // most of it (or has not even ended), it is the address that is too long.
    const packet = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined;
    const lineEnd = packet?.indexOf('\r\n') ?? 0;
    const uriTooLong = packet !== undefined && (lineEnd < 0 || lineEnd > 8 * 1024);
    code = uriTooLong ? 'UriTooLong' : 'HeadersTooLarge';
    message = uriTooLong ? 'The address is too long' : 'The request headers are too large';
  }
  if (socket.writable) {
    const body = envelope(code, message);
    const status = errorStatus[code];
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The dotted path of the first string holding a NUL character in what a request carried. */
function pathOfNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** One envelope for every failure; no stack trace or driver message ever leaves the server. */
async function errorHandling(app: FastifyInstance) {
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
    if (isTransientConflict(err)) {
      // A deadlock or serialization failure that outlasted its transaction's own retries (or hit
      // a statement outside one): nothing was written, and the same request may succeed shortly.
      request.log.warn({ err }, 'transaction kept colliding with others');
      reply.header('Retry-After', String(CONFLICT_RETRY_AFTER_SECONDS));
      return send(reply, 'ServiceUnavailable', 'Too many changes at once; try again shortly');
    }
    if (isUnstorableText(err)) {
      // The contracts refuse such text first; this guards a field that slipped through them.
      request.log.warn({ err }, 'text the database cannot store');
      const path =
        pathOfNul(request.params, 'params') ??
        pathOfNul(request.query, 'query') ??
        pathOfNul(request.body, 'body') ??
        'body';
      return send(reply, 'ValidationError', 'The request holds text that cannot be stored', [
        { path, message: 'Must not contain NUL or other control characters' },
      ]);
    }
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) {
      // Checks run before writes, so this is a race: what the request names (a customer, a
      // stylist, a service) was deleted between the check and the insert. Nothing was written.
      request.log.warn({ err }, 'a referenced record was deleted meanwhile');
      return send(
        reply,
        'ChangedMeanwhile',
        'Something this refers to was removed meanwhile; reload and try again',
      );
    }
    request.log.error({ err }, 'request failed');
    return send(reply, 'InternalError', 'Something went wrong on our side');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 'NotFound', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}

export const errorsPlugin = fp(errorHandling, { name: 'salon-errors', fastify: '5.x' });
