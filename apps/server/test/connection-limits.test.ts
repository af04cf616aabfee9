import { once } from 'node:events';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Nothing here depends on the database: once, on the embedded one.
const suite = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string>) {
  t = await createTestApp({ env });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return Number(new URL(address).port);
}

/** A client that connects, sends what it is given, and records what it got back and when it was cut off. */
async function slowClient(port: number) {
  const socket = new Socket();
  socket.connect(port, '127.0.0.1');
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
});
