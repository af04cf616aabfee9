import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorStatus } from '@salon/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * ~2000 deterministic hostile requests, sent as raw bytes to a listening server (a real client
 * library would refuse to send most of them): every answer that comes back is our envelope,
 * or a page / redirect.
 */
const REQUESTS = 2000;
const SEED = 9;

let t: TestApp;
let port = 0;
let webRoot = '';

beforeAll(async () => {
  // A stand-in for the built apps, so the page routes answer as they do in production.
  webRoot = mkdtempSync(join(tmpdir(), 'salon-fuzz-'));
  for (const app of ['admin', 'booking', 'account']) {
    mkdirSync(join(webRoot, app, 'dist', 'assets'), { recursive: true });
    writeFileSync(
      join(webRoot, app, 'dist', 'index.html'),
      '<!doctype html><head></head><div class="boot"></div>',
    );
    writeFileSync(join(webRoot, app, 'dist', 'assets', 'app-abc123.js'), 'console.log(1)');
  }
  writeFileSync(join(webRoot, 'booking', 'dist', 'embed.js'), 'void 0');
  t = await createTestApp({ webRoot });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const uuid = '3f1c2b7e-8a4d-4c1e-9b2f-0a1b2c3d4e5f';
const paths = [
  '/',
  '/api/health',
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/email-code',
  '/api/auth/email-code/verify',
  '/api/auth/refresh',
  '/api/auth/me',
  '/api/me',
  '/api/me/account/profile',
  `/api/me/account/appointments/${uuid}/cancel`,
  '/api/me/account/export',
  '/api/public/shops/demo',
  '/api/public/shops/demo/availability',
  '/api/public/shops/demo/bookings',
  '/api/public/bookings/abcdefghijklmnopqrstuvwxyz012345',
  `/api/admin/shops/${uuid}/customers`,
  `/api/admin/shops/${uuid}/customers/export.csv`,
  `/api/admin/shops/${uuid}/appointments/${uuid}`,
  `/api/admin/shops/${uuid}/appointments/${uuid}/checkout`,
  `/api/admin/shops/${uuid}/sales`,
  `/api/admin/shops/${uuid}/sales/${uuid}/refunds`,
  `/api/admin/shops/${uuid}/sales-report.csv`,
  `/api/admin/shops/${uuid}/payment-settings`,
  `/api/admin/shops/${uuid}/products`,
  `/api/public/stripe/webhook/${uuid}`,
  '/api/public/bookings/abcdefghijklmnopqrstuvwxyz012345/abandon-payment',
  '/api/platform/shops',
  '/api/docs',
  '/api/docs/json',
  '/api/events',
  '/admin/',
  '/admin/calendar',
  '/admin/assets/app-abc123.js',
  '/book/demo',
  '/account/',
  '/book/manage/token',
  '/b/some-alias',
  '/embed.js',
  '/nowhere',
];
const badPieces = [
  '%',
  '%z',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '%%',
  '%2',
  '..%2F..%2F',
  'é',
  '\u00ff',
  ';',
  '%0d%0a',
];
const methods = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'PROPFIND',
  'FOO',
  'TRACE',
  'get',
];
const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  ';;;',
  'application/json;;charset',
];
const bodies = [
  '',
  '{}',
  '{"email":"a@b.c","password":"x"}',
  '{"email":',
  '{"a":1}}',
  'null',
  '[]',
  '"string"',
  '{"__proto__":{"x":1}}',
  'not json',
  '{"email":"\u0000"}',
  '\u00ff\u00fe',
  '{"services":["x"],"start":"yesterday"}',
];

const requestSpec = fc.record({
  method: fc.constantFrom(...methods),
  path: fc.constantFrom(...paths),
  mutation: fc.constantFrom(
    'none',
    'none',
    'none',
    'bad-percent',
    'bad-percent',
    'long-segment',
    'huge-url',
    'bad-query',
    'double-slash',
  ),
  badPiece: fc.constantFrom(...badPieces),
  header: fc.constantFrom('none', 'none', 'none', 'none', 'huge', 'many', 'bad-length', 'cookie-junk', 'xff'),
  contentType: fc.constantFrom(...contentTypes),
  body: fc.constantFrom(...bodies),
  bodySize: fc.constantFrom('as-is', 'as-is', 'as-is', 'as-is', 'as-is', 'as-is', 'large'),
  requestLine: fc.constantFrom(
    'ok',
    'ok',
    'ok',
    'ok',
    'ok',
    'ok',
    'ok',
    'ok',
    'ok',
    'garbage',
    'http10',
    'no-version',
  ),
});
type Spec = typeof requestSpec extends fc.Arbitrary<infer T> ? T : never;

function rawRequest(spec: Spec): Buffer {
  let path = spec.path;
  if (spec.mutation === 'bad-percent') path = `${path}/${spec.badPiece}x`;
  if (spec.mutation === 'long-segment') path = `${path}/${'a'.repeat(150)}`;
  if (spec.mutation === 'huge-url') path = `${path}?q=${'x'.repeat(20_000)}`;
  if (spec.mutation === 'bad-query') path = `${path}?from=${spec.badPiece}&to=%&limit=${spec.badPiece}`;
  if (spec.mutation === 'double-slash') path = `//${path}//`;
  let body = spec.body;
  if (spec.bodySize === 'large') body = `{"x":"${'y'.repeat(1024 * 1024 + 10)}"}`;
  const bodyBytes = Buffer.from(body, 'latin1');
  const headers = [`Host: 127.0.0.1:${port}`, 'Connection: close'];
  if (spec.contentType) headers.push(`Content-Type: ${spec.contentType}`);
  if (spec.header === 'huge') headers.push(`X-Filler: ${'h'.repeat(20_000)}`);
  if (spec.header === 'many') for (let i = 0; i < 300; i++) headers.push(`X-Many-${i}: ${'v'.repeat(50)}`);
  if (spec.header === 'cookie-junk') headers.push('Cookie: salon_accessToken=%zz; salon_refreshToken=";;"');
  if (spec.header === 'xff') headers.push('X-Forwarded-For: 1.2.3.4, , not-an-ip');
  headers.push(`Content-Length: ${spec.header === 'bad-length' ? 'abc' : bodyBytes.length}`);
  const version =
    spec.requestLine === 'http10' ? 'HTTP/1.0' : spec.requestLine === 'no-version' ? '' : 'HTTP/1.1';
  const line =
    spec.requestLine === 'garbage'
      ? `\u0001${spec.method} ${path} BLAH`
      : `${spec.method} ${path} ${version}`.trim();
  return Buffer.concat([Buffer.from(`${line}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1'), bodyBytes]);
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Sends the bytes and reads what comes back; null when the server closed without answering. */
function send(bytes: Buffer): Promise<Answer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return resolve(null);
      const [statusLine = '', ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((h) => [
          h.slice(0, h.indexOf(':')).toLowerCase(),
          h.slice(h.indexOf(':') + 1).trim(),
        ]),
      );
      let body: Buffer = raw.subarray(split + 4);
      if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
    socket.write(bytes);
  });
}

function envelopeProblem(spec: Spec, answer: Answer): string | null {
  if (answer.status >= 200 && answer.status < 400) return null;
  if (spec.method === 'HEAD') return null;
  if (!answer.headers['content-type']?.startsWith('application/json')) {
    return `content-type ${answer.headers['content-type']}`;
  }
  let parsed: { error?: { code?: unknown; message?: unknown } };
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `not JSON: ${answer.body.slice(0, 80)}`;
  }
  const code = parsed.error?.code;
  if (typeof code !== 'string' || typeof parsed.error?.message !== 'string') {
    return `not the envelope: ${answer.body.slice(0, 80)}`;
  }
  const expected = (errorStatus as Record<string, number>)[code];
  if (expected !== answer.status) return `code ${code} with status ${answer.status}`;
  return null;
}

describe('every error answers the envelope', () => {
  it(`holds for ${REQUESTS} fuzzed requests`, async () => {
    const specs = fc.sample(requestSpec, { seed: SEED, numRuns: REQUESTS });
    const byStatus = new Map<string, number>();
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < specs.length) {
        const spec = specs[next++] as Spec;
        const answer = await send(rawRequest(spec));
        const key = answer ? String(answer.status) : 'no answer';
        byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
        if (!answer) continue;
        const problem = envelopeProblem(spec, answer);
        if (problem)
          problems.push(`${answer.status} ${spec.method} ${spec.path} ${JSON.stringify(spec)}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    const counts = Object.fromEntries([...byStatus].sort());
    console.log(
      `fuzz: ${REQUESTS} requests, answers by status: ${JSON.stringify(counts)}, not the envelope: ${problems.length}`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    // Nearly every request gets an answer; the server never just hangs up on a client.
    expect(byStatus.get('no answer') ?? 0).toBe(0);
  }, 300_000);
});
