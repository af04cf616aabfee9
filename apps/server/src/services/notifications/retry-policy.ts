/** Attempts before a message is given up as failed: about a day of retrying in all. */
export const MAX_ATTEMPTS = 6;

/** Wait before attempt `n + 1` after `n` failed: 30 s, 2 min, 8 min, 32 min, ~2 h. */
export const backoffMs = (attempts: number): number => 30_000 * 4 ** Math.max(0, attempts - 1);
