import { fieldErrors } from '@salon/web/api-error';

/*
 * A ValidationError names the fields it refuses by their path in the request (`body.name`,
 * `body.price.amount`, `body.stylists.0.durationMinutes`); a form shows each message next to its
 * field, and the rest in one alert.
 */

/**
 * A failed save's field errors by field path without the `body.` prefix (`name`,
 * `price.amount`, `stylists.0.durationMinutes`), the first message per path.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of fieldErrors(error)) {
    const key = path.replace(/^body\.?/, '');
    // hasOwn, not ??=: a path such as `constructor` must not find Object's own.
    if (!Object.hasOwn(out, key)) out[key] = message;
  }
  return out;
}

/**
 * The form fields a ValidationError names, for a form that writes its own message under each
 * field. `fieldFor` maps the request's top-level field (`minNoticeMinutes` of
 * `body.minNoticeMinutes.x`) to the form's (often the same name). Fields it does not know are left
 * out, so the caller can fall back to a general message.
 */
export function invalidFormFields<F extends string>(
  error: unknown,
  fieldFor: Readonly<Record<string, F>>,
): F[] {
  const found = new Set<F>();
  for (const path of Object.keys(serverFieldErrors(error))) {
    const name = path.split('.')[0] ?? '';
    if (Object.hasOwn(fieldFor, name)) found.add(fieldFor[name] as F);
  }
  return [...found];
}
