import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  initAsync: false,
  ns: ['errors'],
  resources: {
    en: {
      errors: {
        'error.http.401': 'Please sign in.',
        TooManyRequests: 'Too many attempts.',
        InternalError: 'Something went wrong.',
        retryIn: 'Try again in {{seconds}} s.',
      },
    },
  },
});

describe('errorMessage', () => {
  it('translates by code, including codes with dots', () => {
    expect(errorMessage(i18n, new ApiError({ status: 401, code: 'error.http.401' }))).toBe('Please sign in.');
  });

  it('falls back to the generic message for unknown codes and other errors', () => {
    expect(errorMessage(i18n, new ApiError({ status: 418, code: 'Teapot' }))).toBe('Something went wrong.');
    expect(errorMessage(i18n, new TypeError('x'))).toBe('Something went wrong.');
  });

  it('says how long to wait when the server told', () => {
    const error = new ApiError({ status: 429, code: 'TooManyRequests', retryAfter: 30 });
    expect(errorMessage(i18n, error)).toBe('Too many attempts. Try again in 30 s.');
  });
});
