import type { i18n as I18n } from 'i18next';
import { ApiError } from './api-error.ts';

type Translator = Pick<I18n, 't' | 'exists'>;

/** The i18n key of an error's message: `errors:<code>`, or the generic one for unknown codes. */
export function errorMessageKey(i18n: Pick<I18n, 'exists'>, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors:${error.code}`;
    if (i18n.exists(key)) return key;
  }
  return 'errors:InternalError';
}

/** The message to show a person for a failed call, in the current language. */
export function errorMessage(i18n: Translator, error: unknown): string {
  const message = i18n.t(errorMessageKey(i18n, error));
  if (error instanceof ApiError && error.retryAfter !== undefined && error.retryAfter > 0) {
    return `${message} ${i18n.t('errors:retryIn', { seconds: error.retryAfter })}`;
  }
  return message;
}
