import { fieldErrors } from '@salon/web/api-error';

/**
 * A failed save's field errors by field path without the `body.` prefix (`name`,
 * `price.amount`, `stylists.0.durationMinutes`), the first message per path.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of fieldErrors(error)) {
    const key = path.replace(/^body\.?/, '');
    out[key] ??= message;
  }
  return out;
}
