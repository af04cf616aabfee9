/** The PostgreSQL error code of a failed query, whichever driver and wrapper threw it. */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

export const FOREIGN_KEY_VIOLATION = '23503';

/** ON DELETE RESTRICT: reported as 23001 by newer PostgreSQL versions (PGlite's among them), 23503 by older ones. */
export const RESTRICT_VIOLATION = '23001';

/** Raised by the exclusion constraint that forbids overlapping appointments of one stylist. */
export const EXCLUSION_VIOLATION = '23P01';

/** PostgreSQL broke a cycle of transactions waiting on each other by ending this one. */
export const DEADLOCK_DETECTED = '40P01';

export const SERIALIZATION_FAILURE = '40001';

/**
 * The transaction was ended by PostgreSQL because of what ran beside it, not because of what it
 * asked: the same transaction run again may well succeed.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE;
}

/** Text PostgreSQL cannot store: a NUL character (22021) or bytes that are not valid UTF-8 (22P05). */
export function isUnstorableText(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === '22021' || code === '22P05';
}

/**
 * PostgreSQL is away for a moment: shut down or restarted (57P01–57P03), the connection
 * failed (class 08), or the driver lost or could not open its socket. Worth a 503 and a retry,
 * unlike a failed statement.
 */
export function isConnectionError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof code === 'string' && networkCodes.has(code)) return true;
    if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** What node-postgres throws without a code when a socket dies or cannot be had in time. */
const driverMessages = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
];

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
