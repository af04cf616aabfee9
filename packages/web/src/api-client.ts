import { ApiError, apiErrorFromResponse } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; a Blob (a File the person picked) is sent as it is, with its own type. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 `error.http.401` may renew the session and retry once. Off for calls where a
   * 401 is the answer itself, not an expired access token.
   */
  refresh?: boolean;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: BodylessOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  delete<T>(path: string, options?: BodylessOptions): Promise<T>;
  /**
   * Whether the browser holds a refresh cookie, as the session endpoint last said (HttpOnly, so
   * scripts cannot see it). While false, a 401 is not answered with a refresh that must fail.
   */
  setRefreshable(value: boolean): void;
  /**
   * Renews the session with the refresh cookie, for what cannot retry through `request` (the event
   * stream): shares the renewal in flight, if any. Resolves to its failure, null when renewed.
   */
  renewSession(): Promise<unknown>;
}

export interface ApiClientOptions {
  /** Prefix of every path; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  refreshPath?: string;
}

export const REFRESH_PATH = '/api/auth/refresh';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  let url = baseUrl + path;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      code: 'InternalError',
      message: 'The answer is not JSON',
      cause,
    });
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const refreshPath = options.refreshPath ?? REFRESH_PATH;
  // Looked up at call time and called on globalThis: a detached `fetch` throws "Illegal invocation".
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<unknown> | null = null;
  let refreshable = true;

  async function send<T>(path: string, request: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    const init: RequestInit = { method: request.method ?? 'GET', headers, credentials: 'same-origin' };
    // No Content-Type without a body: the server refuses an empty body declared as JSON.
    if (request.body instanceof Blob) {
      headers['Content-Type'] = request.body.type || 'application/octet-stream';
      init.body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    }
    if (request.signal) init.signal = request.signal;
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, request.query), init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw ApiError.network(error);
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return (await readBody(response)) as T;
  }

  /** One refresh at a time: requests failing together all wait for the same renewal. Resolves to its failure, if any. */
  function refreshSession(): Promise<unknown> {
    refreshing ??= send(refreshPath, { method: 'POST' })
      .then(
        () => null,
        (failure: unknown) => failure,
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(path, requestOptions);
    } catch (error) {
      const mayRefresh =
        refreshable &&
        requestOptions.refresh !== false &&
        path !== refreshPath &&
        error instanceof ApiError &&
        error.status === 401 &&
        error.code === 'error.http.401';
      if (!mayRefresh) throw error;
      const failure = await refreshSession();
      if (!failure) return send<T>(path, requestOptions);
      // A session that existed but ran out says so (TokenIsExpired), so the user learns why they must sign in again.
      throw failure instanceof ApiError && failure.code === 'TokenIsExpired' ? failure : error;
    }
  }

  return {
    request,
    get: (path, o) => request(path, { ...o, method: 'GET' }),
    post: (path, body, o) => request(path, { ...o, method: 'POST', body }),
    put: (path, body, o) => request(path, { ...o, method: 'PUT', body }),
    patch: (path, body, o) => request(path, { ...o, method: 'PATCH', body }),
    delete: (path, o) => request(path, { ...o, method: 'DELETE' }),
    setRefreshable: (value) => {
      refreshable = value;
    },
    renewSession: () =>
      refreshable
        ? refreshSession()
        : Promise.resolve(new ApiError({ status: 401, code: 'error.http.401', message: 'Not signed in' })),
  };
}

/** The client of the page's own origin, shared by every feature of an app. */
export const api: ApiClient = createApiClient();
