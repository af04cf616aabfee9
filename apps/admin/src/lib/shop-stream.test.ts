import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopStream, type ShopStreamOptions } from './shop-stream.ts';

/** How the test server answers one request for the stream. */
type Answer = (req: IncomingMessage, res: ServerResponse) => void;

const streamOpen = (res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  res.write(': connected\n\n');
};
/** A stream that stays open, telling `event` once after opening when given. */
const stays =
  (event?: string): Answer =>
  (_req, res) => {
    streamOpen(res);
    if (event) res.write(`event: ${event}\ndata: {}\n\n`);
  };
/** A stream that opens and ends at once: a server restart or a cut connection. */
const endsAtOnce: Answer = (_req, res) => {
  streamOpen(res);
  res.end();
};
const refused =
  (status: number): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end('{"error":{"code":"error.http.401","message":"Sign in"}}');
  };

let server: Server | null = null;
let stream: ShopStream | null = null;

/** A real HTTP server answering the stream's requests in turn (the last answer repeats). */
async function serve(...answers: Answer[]) {
  let asked = 0;
  const open = new Set<ServerResponse>();
  server = createServer((req, res) => {
    const answer = answers[Math.min(asked, answers.length - 1)] as Answer;
    asked += 1;
    open.add(res);
    res.on('close', () => open.delete(res));
    answer(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/events?shopId=s`,
    asked: () => asked,
    cutAll: () => {
      for (const res of open) res.destroy();
    },
  };
}

function start(url: string, options: Partial<ShopStreamOptions> = {}) {
  const calls = { opened: 0, renewed: 0, signedOut: 0, forbidden: 0, changed: 0 };
  stream = new ShopStream({
    url,
    follow: (source) => {
      const changed = () => {
        calls.changed += 1;
      };
      source.addEventListener('appointment.changed', changed);
      return () => source.removeEventListener('appointment.changed', changed);
    },
    onOpen: () => {
      calls.opened += 1;
    },
    renewSession: async () => {
      calls.renewed += 1;
      return null;
    },
    onSignedOut: () => {
      calls.signedOut += 1;
    },
    onForbidden: () => {
      calls.forbidden += 1;
    },
    noticeAfterMs: 150,
    firstDelayMs: 20,
    maxDelayMs: 80,
    ...options,
  });
  stream.start();
  return calls;
}

afterEach(async () => {
  stream?.stop();
  stream = null;
  await new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
  server = null;
});

describe('a shop’s live stream', () => {
  it('asks for everything again on every open, the first too, and follows the events of each', async () => {
    const at = await serve(endsAtOnce, stays('appointment.changed'));
    const calls = start(at.url);
    await vi.waitFor(() => expect(calls.opened).toBe(2));
    await vi.waitFor(() => expect(calls.changed).toBe(1));
    expect(at.asked()).toBe(2);
    expect(stream?.status).toBe('live');
  });

  it('reopens after a cut, with backoff while the server refuses, and says it is reconnecting meanwhile', async () => {
    const at = await serve(stays(), refused(503), refused(503), refused(503), stays());
    // Three refusals keep it closed for at least 10 + 20 + 40 + 80 ms (each wait's lower half),
    // well past the 30 ms notice: the page must have said so, however briefly.
    const calls = start(at.url, { maxDelayMs: 400, noticeAfterMs: 30 });
    await vi.waitFor(() => expect(calls.opened).toBe(1));
    const seen: string[] = [];
    stream?.subscribe(() => seen.push(stream?.status ?? 'stopped'));
    at.cutAll();
    await vi.waitFor(() => expect(calls.opened).toBe(2), { timeout: 3000 });
    expect(seen).toEqual(['reconnecting', 'live']);
    expect(at.asked()).toBe(5);
    expect(stream?.status).toBe('live');
  });

  it('renews the session after a 401 and opens again, without a sign-in', async () => {
    const at = await serve(refused(401), stays());
    const calls = start(at.url);
    await vi.waitFor(() => expect(calls.opened).toBe(1));
    expect(calls.renewed).toBe(1);
    expect(calls.signedOut).toBe(0);
  });

  it('ends the session when it cannot be renewed, and stops asking', async () => {
    const at = await serve(refused(401));
    const calls = start(at.url, {
      renewSession: async () => ({ status: 401, code: 'TokenIsExpired' }),
    });
    await vi.waitFor(() => expect(calls.signedOut).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(at.asked()).toBe(1);
    expect(calls.opened).toBe(0);
  });

  it('reads the session again after a 403 and keeps trying', async () => {
    const at = await serve(refused(403), stays());
    const calls = start(at.url);
    await vi.waitFor(() => expect(calls.opened).toBe(1));
    expect(calls.forbidden).toBe(1);
    expect(calls.renewed).toBe(0);
  });

  it('takes a connection that stays silent past the pings for lost, and opens another', async () => {
    const at = await serve(stays(), stays());
    const calls = start(at.url, { silenceMs: 150 });
    await vi.waitFor(() => expect(calls.opened).toBe(2), { timeout: 3000 });
  });

  it('stops for good', async () => {
    // A stream that ends at once is reopened every few milliseconds here: at least one open.
    const at = await serve(endsAtOnce);
    const calls = start(at.url);
    await vi.waitFor(() => expect(calls.opened).toBeGreaterThanOrEqual(1));
    stream?.stop();
    const asked = at.asked();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(at.asked()).toBe(asked);
    expect(stream?.status).toBe('live');
  });
});
