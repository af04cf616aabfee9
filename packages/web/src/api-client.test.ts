import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

type Call = { url: string; init: RequestInit };

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

const envelope = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message: code } }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A fake server: answers each request with the handler's response and records the calls. */
function fakeFetch(handler: (call: Call, calls: Call[]) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return handler(call, calls);
  });
  return { fetch, calls };
}

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the parsed answer', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ sent: true, expiresIn: 600 }));
    const api = createApiClient({ fetch });
    const answer = await api.post('/api/auth/email-code', { email: 'a@b.c', locale: 'de' });
    expect(answer).toEqual({ sent: true, expiresIn: 600 });
    expect(calls[0]?.url).toBe('/api/auth/email-code');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ email: 'a@b.c', locale: 'de' }),
    });
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });

  it('sends a file as it is, with its own type', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ saved: true }));
    const api = createApiClient({ fetch });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await api.put('/api/admin/shops/s/logo', file);
    expect(calls[0]?.init.body).toBe(file);
    expect(headersOf(calls[0])['Content-Type']).toBe('image/png');
  });

  it('sends no Content-Type without a body and drops empty query values', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient({ fetch });
    expect(await api.post('/api/auth/sign-out')).toBeUndefined();
    await api.get('/api/things', { query: { q: 'cut & dry', page: 2, cursor: undefined } });
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(calls[1]?.url).toBe('/api/things?q=cut+%26+dry&page=2');
  });

  it('throws an ApiError carrying the envelope and Retry-After', async () => {
    const { fetch } = fakeFetch(() => envelope(429, 'TooManyRequests', { 'Retry-After': '30' }));
    const api = createApiClient({ fetch });
    const error = await api.post('/api/auth/sign-in', { email: 'a@b.c', password: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'TooManyRequests', retryAfter: 30 });
  });

  it('turns a failed connection into code network', async () => {
    const api = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const api = createApiClient({ fetch: () => Promise.reject(abort) });
    await expect(api.get('/api/auth/me')).rejects.toBe(abort);
  });

  it('renews the session once on error.http.401 and retries the request once', async () => {
    let signedIn = false;
    const { fetch, calls } = fakeFetch(({ url }) => {
      if (url === '/api/auth/refresh') {
        signedIn = true;
        return ok({});
      }
      return signedIn ? ok({ user: 'me' }) : envelope(401, 'error.http.401');
    });
    const api = createApiClient({ fetch });
    expect(await api.get('/api/auth/me')).toEqual({ user: 'me' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
  });

  it('shares one refresh between requests failing together', async () => {
    let signedIn = false;
    let release: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch, calls } = fakeFetch(async ({ url }) => {
      if (url === '/api/auth/refresh') {
        await refreshed;
        signedIn = true;
        return ok({});
      }
      return signedIn ? ok({ url }) : envelope(401, 'error.http.401');
    });
    const api = createApiClient({ fetch });
    const both = Promise.all([api.get('/api/a'), api.get('/api/b')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1));
    release();
    expect(await both).toEqual([{ url: '/api/a' }, { url: '/api/b' }]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('returns the error when the refresh fails, without retrying', async () => {
    const { fetch, calls } = fakeFetch(() => envelope(401, 'error.http.401'));
    const api = createApiClient({ fetch });
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 401, code: 'error.http.401' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh']);
  });

  it('says TokenIsExpired when a session existed but could not be renewed', async () => {
    const { fetch, calls } = fakeFetch(({ url }) =>
      url === '/api/auth/refresh' ? envelope(401, 'TokenIsExpired') : envelope(401, 'error.http.401'),
    );
    const api = createApiClient({ fetch });
    await expect(api.get('/api/auth/me')).rejects.toMatchObject({ status: 401, code: 'TokenIsExpired' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh']);
  });

  it('retries only once even if the retry answers 401 again', async () => {
    const { fetch, calls } = fakeFetch(({ url }) =>
      url === '/api/auth/refresh' ? ok({}) : envelope(401, 'error.http.401'),
    );
    const api = createApiClient({ fetch });
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'error.http.401' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/refresh', '/api/x']);
  });

  it('does not refresh for other 401 codes or when told not to', async () => {
    const { fetch, calls } = fakeFetch(({ url }) =>
      url === '/api/auth/sign-in' ? envelope(401, 'NotAuthorizedException') : envelope(401, 'error.http.401'),
    );
    const api = createApiClient({ fetch });
    await expect(api.post('/api/auth/sign-in', {})).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(api.get('/api/auth/me', { refresh: false })).rejects.toMatchObject({
      code: 'error.http.401',
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/sign-in', '/api/auth/me']);
  });

  it('does not try a refresh while the browser is known to hold no refresh cookie', async () => {
    const { fetch, calls } = fakeFetch(({ url }) =>
      url === '/api/auth/refresh' ? ok({}) : envelope(401, 'error.http.401'),
    );
    const api = createApiClient({ fetch });
    api.setRefreshable(false);
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'error.http.401' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x']);
    api.setRefreshable(true);
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'error.http.401' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/x', '/api/auth/refresh', '/api/x']);
  });

  it('renews the session for a caller outside `request`, sharing the renewal in flight', async () => {
    let renew!: () => void;
    const renewed = new Promise<void>((resolve) => {
      renew = resolve;
    });
    const { fetch, calls } = fakeFetch(async ({ url }, all) => {
      if (url === '/api/auth/refresh') {
        await renewed;
        return ok({});
      }
      return all.some((c) => c.url === '/api/auth/refresh')
        ? ok({ fine: true })
        : envelope(401, 'error.http.401');
    });
    const api = createApiClient({ fetch });
    const request = api.get('/api/x');
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/refresh']));
    const stream = api.renewSession();
    renew();
    expect(await stream).toBeNull();
    expect(await request).toEqual({ fine: true });
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('answers a renewal with its failure, and makes none without a refresh cookie', async () => {
    const { fetch, calls } = fakeFetch(() => envelope(401, 'TokenIsExpired'));
    const api = createApiClient({ fetch });
    expect(await api.renewSession()).toMatchObject({ status: 401, code: 'TokenIsExpired' });
    api.setRefreshable(false);
    expect(await api.renewSession()).toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh']);
  });
});
