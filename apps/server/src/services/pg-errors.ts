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
