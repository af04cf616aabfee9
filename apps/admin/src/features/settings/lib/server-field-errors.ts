import { fieldErrors } from '@salon/web/api-error';

/**
 * The form fields a ValidationError names. The server says `body.minNoticeMinutes`; `fieldFor`
 * maps the request's field to the form's (often the same name). Fields it does not know are left
 * out, so the caller can fall back to a general message.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldFor: Readonly<Record<string, F>>,
): F[] {
  const found = new Set<F>();
  for (const { path } of fieldErrors(error)) {
    const name = path.replace(/^body\.?/, '').split('.')[0] ?? '';
    if (Object.hasOwn(fieldFor, name)) found.add(fieldFor[name] as F);
  }
  return [...found];
}
