import { once } from 'node:events';
import { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { subscribe } from './event-stream.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// The process and its signals are tested, not the database: once, on the embedded one.
const suite = process.env.TEST_DB === 'postgres' ? describe.skip : describe;
let server: ServerProcess | undefined;
afterAll(() => server?.stop());

suite('graceful shutdown', { timeout: 300_000 }, () => {
  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '20000' });
    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);

    // A request in flight: its body is only half sent when the signal arrives.
    const socket = new Socket();
    socket.connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = once(socket, 'close');
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    socket.write(
      `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGTERM');
    await expect.poll(() => server?.output() ?? '', { timeout: 10_000 }).toContain('shutting down');

    // No longer accepting.
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('"error":{"code":"NotAuthorizedException"');
    expect(await server.exited).toBe(0);
  });

  it('with SHUTDOWN_DRAIN_MS, fails readiness at once and keeps serving until the drain is over', async () => {
    await server?.stop();
    server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '3000' });
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => server?.output() ?? '', { timeout: 10_000 }).toContain('draining');

    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { code: 'ServiceUnavailable', message: expect.any(String) },
    });
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
    const shop = await fetch(`${server.base}/api/public/shops/demo`);
    expect(shop.status).toBe(200);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
    expect(server.output().indexOf('draining')).toBeLessThan(server.output().indexOf('shutting down'));
  });

  it('ends open live-update streams at once instead of waiting for SHUTDOWN_TIMEOUT_MS', async () => {
    await server?.stop();
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '30000' });
    const signedIn = await fetch(`${server.base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.salon', password: 'demo-password-for-tests' }),
    });
    expect(signedIn.status).toBe(200);
    const { shops } = (await signedIn.json()) as { shops: { id: string }[] };
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const stream = await subscribe(server.base, cookie, shops[0]?.id as string);
    expect(stream.res.status).toBe(200);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // A stream never ends by itself: left open, it would hold the shutdown for the whole 30 s.
    await stream.done;
    expect(stream.ended()).toBe(true);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).not.toContain('closing their connections');
  });

  it('cuts a request that does not finish within SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    await server?.stop();
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const socket = new Socket();
    socket.connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => {});
    const closed = once(socket, 'close');
    // Headers sent, body never: a request that would hold the shutdown for REQUEST_TIMEOUT_MS.
    socket.write(
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await closed;
    expect(Date.now() - signalled).toBeLessThan(9000);
    expect(server.output()).toContain('closing their connections');
  });
});
