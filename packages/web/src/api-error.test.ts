import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, fieldErrors, parseRetryAfter } from './api-error.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('apiErrorFromResponse', () => {
  it('reads code, message and details from the envelope', async () => {
    const details = [{ path: 'body.email', message: 'Must be a valid e-mail address' }];
    const error = await apiErrorFromResponse(
      json(400, { error: { code: 'ValidationError', message: 'Bad input', details } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'ValidationError', message: 'Bad input', details });
    expect(fieldErrors(error)).toEqual(details);
  });

  it('takes the seconds to wait from Retry-After', async () => {
    const error = await apiErrorFromResponse(
      json(429, { error: { code: 'TooManyRequests', message: 'Slow down' } }, { 'Retry-After': '42' }),
    );
    expect(error.code).toBe('TooManyRequests');
    expect(error.retryAfter).toBe(42);
  });

  it('derives a translatable code from the status when the body is not an envelope', async () => {
    const error = await apiErrorFromResponse(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error).toMatchObject({ status: 502, code: 'InternalError', details: undefined });
    expect((await apiErrorFromResponse(new Response('', { status: 401 }))).code).toBe('error.http.401');
  });
});

describe('parseRetryAfter', () => {
  it('accepts seconds and HTTP dates, ignores junk', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('is empty for errors without field details', () => {
    expect(
      fieldErrors(new ApiError({ status: 400, code: 'InvalidCode', details: { attemptsLeft: 2 } })),
    ).toEqual([]);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });
});
