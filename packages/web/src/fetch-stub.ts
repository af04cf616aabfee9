/** What a stubbed route answers: a status (200 unless said) and a JSON body (none unless said). */
export type StubAnswer = { status?: number; body?: unknown };
export type StubRoute = StubAnswer | ((init: RequestInit) => StubAnswer | undefined);
export type StubCall = { method: string; path: string; body: unknown };

/**
 * A `fetch` for component tests, the HTTP boundary stubbed: `METHOD /path` → an answer, every call
 * recorded with its path, query and body. An unknown call answers 500, so a test never passes on a
 * request it did not expect.
 */
export function fetchStub(routes: Record<string, StubRoute>, origin = 'http://app.test') {
  const calls: StubCall[] = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, origin);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(init) : route;
    if (!answer)
      return new Response(
        JSON.stringify({ error: { code: 'InternalError', message: `${method} ${url.pathname}` } }),
        { status: 500 },
      );
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}
