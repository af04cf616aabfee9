import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Nothing here depends on the database: once, on the embedded one.
const suite = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

let t: TestApp | undefined;
/** Every raw client a test opened: closed after it, passed or failed, so the server can close. */
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string>) {
  t = await createTestApp({ env });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return Number(new URL(address).port);
}

/** A client that connects, sends what it is given, and records what it got back and when it was cut off. */
async function slowClient(port: number, from = '127.0.0.1') {
  const socket = new Socket();
  sockets.push(socket);
  socket.connect({ port, host: '127.0.0.1', localAddress: from });
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => Date.now());
  return { socket, closed, received: () => received };
}

const drip = (socket: Socket, text: string, everyMs: number) => {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++] as string);
  }, everyMs);
  return () => clearInterval(timer);
};

suite('slow and excess connections', { timeout: 120_000 }, () => {
  it('disconnects a client that sends its headers too slowly', async () => {
    const port = await listening({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' });
    const client = await slowClient(port);
    const started = Date.now();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // Keeps sending, a byte every 100 ms, and never finishes the headers.
    const stop = drip(client.socket, `X-Slow: ${'a'.repeat(200)}`, 100);
    const closedAt = await client.closed;
    stop();
    // Well before the 20 s the drip would take to finish, however busy the machine.
    expect(closedAt - started).toBeLessThan(15_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('disconnects a client that sends its body too slowly', async () => {
    const port = await listening({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' });
    const client = await slowClient(port);
    const started = Date.now();
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(100) });
    client.socket.write(
      `POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const stop = drip(client.socket, body, 200);
    const closedAt = await client.closed;
    stop();
    expect(closedAt - started).toBeLessThan(15_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('refuses a connection beyond MAX_CONNECTIONS and takes new ones once others close', async () => {
    const port = await listening({ MAX_CONNECTIONS: '16' });
    // Sixteen clients that connect and say nothing (headers still within their deadline).
    const idle = await Promise.all(Array.from({ length: 16 }, () => slowClient(port)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const extra = await slowClient(port);
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');

    for (const client of idle.slice(0, 4)) client.socket.destroy();
    await Promise.all(idle.slice(0, 4).map((client) => client.closed));
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
        timeout: 5000,
      })
      .toBe(200);
    for (const client of idle.slice(4)) client.socket.destroy();
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const port = await listening({ KEEP_ALIVE_TIMEOUT_MS: '300' });
    const client = await slowClient(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => client.received(), { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200/);
    const answeredAt = Date.now();
    const closedAt = await client.closed;
    // Fastify's default would keep it open 72 s.
    expect(closedAt - answeredAt).toBeLessThan(3000);
  });

  it('caps the open connections at MAX_CONNECTIONS', async () => {
    await listening({ MAX_CONNECTIONS: '16' });
    // Node refuses (closes at once) every connection beyond this number.
    expect(t?.app.server.maxConnections).toBe(16);
    expect(t?.app.server.headersTimeout).toBe(10_000);
    expect(t?.app.server.keepAliveTimeout).toBe(10_000);
    expect(t?.app.server.requestTimeout).toBe(30_000);
  });
});

/** One request on its own connection from a given local address; the status, or null when the connection was refused. */
function statusFrom(port: number, from: string, path = '/api/health', headers: Record<string, string> = {}) {
  return new Promise<number | null>((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, localAddress: from, agent: false, headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? null));
      },
    );
    req.on('error', () => resolve(null));
    req.setTimeout(20_000, () => req.destroy());
    req.end();
  });
}

const openOnServer = () =>
  new Promise<number>((resolve, reject) =>
    t?.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
  );

suite('one client’s share of the connections', { timeout: 120_000 }, () => {
  it('keeps another address’s requests answered while one address holds many slow sockets', async () => {
    const port = await listening({ MAX_CONNECTIONS: '64', MAX_CONNECTIONS_PER_ADDRESS: '8' });
    // Far more than the whole cap, from one address: each says half a request and waits.
    const slow: (Awaited<ReturnType<typeof slowClient>> | null)[] = [];
    for (let i = 0; i < 200; i++) {
      const client = slowClient(port, '127.0.0.1').then((c) => {
        c.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
        return c;
      });
      slow.push(await client.catch(() => null));
    }
    // The server closes each one beyond the share as it accepts it.
    const stillOpen = () => slow.filter((client) => client && !client.socket.destroyed).length;
    await expect.poll(stillOpen).toBeLessThanOrEqual(8);

    // 26 other clients, on their own addresses, all get in at once.
    const others = await Promise.all(
      Array.from({ length: 26 }, (_, i) => statusFrom(port, `127.0.0.${i + 2}`)),
    );
    expect(others).toEqual(Array(26).fill(200));
    for (const client of slow) client?.socket.destroy();
  });

  it('gives the address its share back as its connections close', async () => {
    const port = await listening({ MAX_CONNECTIONS: '64', MAX_CONNECTIONS_PER_ADDRESS: '4' });
    const held = await Promise.all(Array.from({ length: 4 }, () => slowClient(port, '127.0.0.9')));
    // Accepted in order: the fifth is judged after these four.
    expect(await statusFrom(port, '127.0.0.9')).toBeNull();
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.closed));
    // Once the server has seen them close, one request after the other, more than the share:
    // each closed connection was given back.
    await expect.poll(openOnServer).toBe(0);
    for (let i = 0; i < 6; i++) expect(await statusFrom(port, '127.0.0.9')).toBe(200);
  });

  it('behind a trusted proxy, limits the requests in flight per reported client, not the proxy’s sockets', async () => {
    const port = await listening({
      MAX_CONNECTIONS: '64',
      MAX_CONNECTIONS_PER_ADDRESS: '4',
      TRUST_PROXY: '127.0.0.1',
    });
    // The proxy (127.0.0.1) relays one client's slow uploads: the body never finishes.
    const relayed = await Promise.all(Array.from({ length: 6 }, () => slowClient(port, '127.0.0.1')));
    for (const client of relayed)
      client.socket.write(
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 203.0.113.5\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
    const answers = () => relayed.map((client) => client.received().split('\r\n')[0] || 'nothing yet');
    // On failure the first line each client got is printed.
    await expect
      .poll(answers, { timeout: 10_000 })
      .toSatisfy((lines: string[]) => lines.filter((line) => /^HTTP\/1\.1 429/.test(line)).length === 2);
    expect(answers().filter((line) => line !== 'nothing yet')).toHaveLength(2);
    // The proxy's other sockets are not its own share: other clients get through it.
    const through = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        statusFrom(port, '127.0.0.1', '/api/health', { 'x-forwarded-for': `203.0.113.${10 + i}` }),
      ),
    );
    expect(through).toEqual(Array(8).fill(200));
    // A peer that is not the proxy is counted by its sockets as before.
    const direct = await Promise.all(Array.from({ length: 4 }, () => slowClient(port, '127.0.0.3')));
    expect(await statusFrom(port, '127.0.0.3')).toBeNull();
    for (const client of [...relayed, ...direct]) client.socket.destroy();
  });
});

describe('timeout configuration', () => {
  it('has finite defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 10_000,
      MAX_CONNECTIONS: 4096,
      SHUTDOWN_TIMEOUT_MS: 10_000,
    });
  });

  it('refuses a header deadline beyond the request deadline, and values that are not numbers', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });

  it('shares the connections per address: 256 by default, at most MAX_CONNECTIONS', () => {
    expect(loadConfig({}).MAX_CONNECTIONS_PER_ADDRESS).toBe(256);
    expect(loadConfig({ MAX_CONNECTIONS: '100' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '32' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(32);
    expect(() => loadConfig({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_ADDRESS: '200' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });
});
