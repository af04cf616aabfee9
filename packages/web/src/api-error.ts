import type { ErrorCode } from '@salon/domain';

/** The server's codes, plus `network` for a request that never got an answer. */
export type ApiErrorCode = ErrorCode | 'network' | (string & {});

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message?: string;
  details?: unknown;
  retryAfter?: number | undefined;
  cause?: unknown;
}

/** A failed API call: the HTTP status and the fields of the server's error envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  /** Seconds to wait before trying again, from the `Retry-After` header. */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message || init.code, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfter = init.retryAfter;
  }

  static network(cause: unknown): ApiError {
    return new ApiError({ status: 0, code: 'network', message: 'The server could not be reached', cause });
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/**
 * Used when the body is not our envelope (a proxy's HTML page, an empty 502), so that the caller
 * still gets a code it can translate.
 */
const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
      return 'ValidationError';
    case 401:
      return 'error.http.401';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    case 408:
      return 'RequestTimeout';
    case 413:
      return 'PayloadTooLarge';
    case 414:
      return 'UriTooLong';
    case 415:
      return 'UnsupportedMediaType';
    case 429:
      return 'TooManyRequests';
    case 431:
      return 'HeadersTooLarge';
    case 503:
      return 'ServiceUnavailable';
    default:
      return 'InternalError';
  }
};

/** Seconds from a `Retry-After` header, which holds either seconds or an HTTP date. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

interface Envelope {
  error: { code: string; message?: unknown; details?: unknown };
}

const isEnvelope = (value: unknown): value is Envelope => {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as { code: unknown }).code === 'string'
  );
};

/** Builds an ApiError from a response whose status is not OK, reading its envelope if it has one. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (isEnvelope(body)) {
    const { code, message, details } = body.error;
    return new ApiError({
      status: response.status,
      code,
      message: typeof message === 'string' ? message : code,
      details,
      retryAfter,
    });
  }
  return new ApiError({
    status: response.status,
    code: codeForStatus(response.status),
    message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    retryAfter,
  });
}

export interface FieldError {
  path: string;
  message: string;
}

/** The field errors of a ValidationError (`details: [{ path, message }]`), or none. */
export function fieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (d): d is FieldError =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as FieldError).path === 'string' &&
      typeof (d as FieldError).message === 'string',
  );
}
