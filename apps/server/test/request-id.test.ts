import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdMixin, requestIdOf, requestIdPlugin } from '../src/plugins/request-id.ts';

const raw: string[] = [];
const lines: Record<string, unknown>[] = [];
const app = Fastify({
  logger: {
    level: 'info',
    mixin: requestIdMixin,
    stream: {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    },
  },
  genReqId: requestIdOf,
});

beforeAll(async () => {
  await app.register(requestIdPlugin);
  // A use case logs through the app's logger, not the request's, after a body of many chunks and a wait.
  app.post('/work', async (request) => {
    await sleep(5);
    app.log.info({ size: JSON.stringify(request.body).length }, 'a use case line');
    return { ok: true };
  });
  // Over a socket: the body then comes in the socket's events, as it does in production.
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

let base = '';
const post = (headers: Record<string, string>, body: unknown) =>
  fetch(`${base}/work`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('request ids', () => {
  it('keeps the caller’s X-Request-Id, returns it and logs it on every line of the request', async () => {
    const id = 'lb-7f3a9c.2026-12-07:42';
    const res = await post({ 'x-request-id': id }, { a: 'x'.repeat(200_000) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(linesOf(id).map((line) => line.msg)).toEqual([
      'incoming request',
      'a use case line',
      'request completed',
    ]);
    // Once per line, even where the request's own logger already names it.
    expect(raw.filter((line) => line.includes(id)).map((line) => line.split('"reqId"').length - 1)).toEqual([
      1, 1, 1,
    ]);
  });

  it('makes its own id when none or an unusable one is given', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const given of [undefined, '', 'x'.repeat(129), 'has space', '"quoted"', 'semi;colon']) {
      const res = await post(given === undefined ? {} : { 'x-request-id': given }, {});
      const id = String(res.headers.get('x-request-id'));
      expect(id, String(given)).toMatch(uuid);
      expect(linesOf(id).map((line) => line.msg)).toContain('a use case line');
    }
  });

  it('leaves lines logged outside any request without an id', () => {
    app.log.info('a job line');
    expect(lines.at(-1)).toMatchObject({ msg: 'a job line' });
    expect(lines.at(-1)).not.toHaveProperty('reqId');
  });
});
