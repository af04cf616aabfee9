import type { i18n as I18n } from 'i18next';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';
import type { Translator } from './small-i18n.ts';

/**
 * The customer's words for a failed call, from the `errors` namespace through the shared helper
 * (which only calls `t` and `exists`, the two things this translator has in i18next's shape).
 */
export const messageOf = (translator: Translator, error: unknown): string =>
  errorMessage(
    { t: translator.tx, exists: translator.exists } as unknown as Pick<I18n, 't' | 'exists'>,
    error,
  );

export const codeOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.code : undefined;

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
