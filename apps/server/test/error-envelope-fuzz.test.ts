import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorStatus } from '@salon/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesTokenFor } from '../src/services/notification-preferences/preference-token.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  type Ids,
  isTextBody,
  type Operation,
  operationsOf,
  pathParam,
  sample,
  textLeaves,
  withText,
} from './openapi-samples.ts';
import { bookAsGuest, createSalon } from './salon-fixture.ts';

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
  // An address no page of the web apps has answers 404 with the app's own "not found" page; a
  // missing file answers the envelope like the API.
  const page = answer.status === 404 && !spec.path.startsWith('/api/');
  if (page && answer.headers['content-type']?.startsWith('text/html')) return null;
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

/**
 * NUL and other control characters in every text field of every documented operation, one field
 * at a time, signed in as the owner of a salon with real ids in the path: in every body field,
 * path parameter and query parameter. Text that cannot be stored (NUL) or has no place in the
 * field is refused: never a 5xx, never accepted.
 */
describe('control characters in every text field', () => {
  const clock = new Date('2026-11-23T07:00:00Z');
  let f: TestApp;
  let cookie = '';
  let ids: Ids;

  beforeAll(async () => {
    f = await createTestApp({
      now: () => clock,
      rateLimits: {
        bookingPerIp: { limit: 100_000, windowSeconds: 60 },
        signInPerIp: { limit: 100_000, windowSeconds: 60 },
        signInPerEmail: { limit: 100_000, windowSeconds: 60 },
      },
    });
    const salon = await createSalon(f.app, 'fuzz');
    cookie = salon.cookie;
    const booked = await bookAsGuest(f.app, salon, '2026-11-25T10:00:00+01:00', {
      name: 'Fuzz Guest',
      email: 'guest@example.com',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking } = booked.json();
    const customers = await f.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/customers`,
      headers: { cookie },
    });
    const product = await f.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/products`,
      headers: { cookie },
      payload: { name: 'Shampoo', price: { amount: 1200, currency: 'EUR' } },
    });
    expect(product.statusCode, product.body).toBe(201);
    const customerId = customers.json().items[0].id as string;
    ids = {
      shop: salon.shopId,
      subdomain: salon.subdomain,
      stylist: salon.stylists[0]?.id as string,
      service: salon.services.cut,
      category: salon.categoryId,
      customer: customerId,
      appointment: booking.id,
      product: product.json().id,
      manageToken: booking.manageToken,
      preferencesToken: preferencesTokenFor(f.ctx, customerId, clock),
      other: uuid,
    };
  });
  afterAll(() => f.close());

  const hostile = {
    nul: (text: string) => `${text.slice(0, -1)}\u0000${text.slice(-1)}`,
    control: (text: string) => `${text.slice(0, -1)}\u0001\u001b\u007f${text.slice(-1)}`,
  };
  const csvHeader = ['name', 'email', 'phone', 'birthday', 'note'];
  const csvCells = ['Fuzz Name', 'fuzz@example.com', '+4930123456', '1990-05-01', 'A note'];
  const csvOf = (cells: string[]) => `${csvHeader.join(',')}\r\n${cells.join(',')}\r\n`;

  interface Probe {
    kind: keyof typeof hostile;
    where: string;
    method: string;
    url: string;
    body?: { payload: string | object; contentType: string };
  }

  /** One request per text field, path parameter and query parameter, and per kind of hostile text. */
  function probesOf(op: Operation): Probe[] {
    const pathValues = Object.fromEntries(
      op.params.filter((p) => p.in === 'path').map((p) => [p.name, pathParam(op.path, p.name, ids)]),
    );
    const queryValues = Object.fromEntries(
      op.params
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => [p.name, String(sample(p.schema, ids, p.name))]),
    );
    const urlOf = (path: Record<string, string>, query: Record<string, string>) => {
      const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(path[name] as string),
      );
      const search = new URLSearchParams(query).toString();
      return search ? `${filled}?${search}` : filled;
    };
    const csv = op.body && isTextBody(op.body.schema);
    const baseBody = op.body ? (csv ? csvCells : sample(op.body.schema, ids)) : undefined;
    const bodyOf = (value: unknown) =>
      csv
        ? { payload: csvOf(value as string[]), contentType: 'text/csv' }
        : { payload: value as object, contentType: 'application/json' };
    const probes: Probe[] = [];
    for (const kind of Object.keys(hostile) as (keyof typeof hostile)[]) {
      const change = hostile[kind];
      const base = {
        kind,
        method: op.method,
        ...(baseBody !== undefined ? { body: bodyOf(baseBody) } : {}),
      };
      for (const name of Object.keys(pathValues)) {
        probes.push({
          ...base,
          where: `params.${name}`,
          url: urlOf({ ...pathValues, [name]: change(pathValues[name] as string) }, queryValues),
        });
      }
      for (const param of op.params.filter((p) => p.in === 'query')) {
        const value = String(queryValues[param.name] ?? sample(param.schema, ids, param.name));
        probes.push({
          ...base,
          where: `query.${param.name}`,
          url: urlOf(pathValues, { ...queryValues, [param.name]: change(value) }),
        });
      }
      for (const leaf of baseBody !== undefined ? textLeaves(baseBody) : []) {
        probes.push({
          kind,
          method: op.method,
          where: `body.${leaf.join('.')}`,
          url: urlOf(pathValues, queryValues),
          body: bodyOf(withText(baseBody, leaf, change)),
        });
      }
    }
    return probes;
  }

  it('refuses them with a 4xx, never a 5xx', async () => {
    const docs = await f.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operations = operationsOf(docs.json());
    expect(operations.length).toBeGreaterThan(140);
    // The account's own removal and sign-outs come last: a probe they accept would end the session.
    const last = (op: Operation) => /sign-out|\/api\/me\/account\/?$/.test(op.path);
    const probes = [...operations.filter((op) => !last(op)), ...operations.filter(last)].flatMap(probesOf);
    const byStatus: Record<string, Record<string, number>> = { nul: {}, control: {} };
    const wrong: string[] = [];
    const unnamed: string[] = [];
    for (const probe of probes) {
      const res = await f.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: {
          cookie,
          ...(probe.body ? { 'content-type': probe.body.contentType } : {}),
        },
        ...(probe.body
          ? {
              payload:
                typeof probe.body.payload === 'string'
                  ? probe.body.payload
                  : JSON.stringify(probe.body.payload),
            }
          : {}),
      });
      const counts = byStatus[probe.kind] as Record<string, number>;
      counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
      if (res.statusCode < 400 || res.statusCode >= 500) {
        wrong.push(
          `${res.statusCode} ${probe.kind} ${probe.method} ${probe.url} ${probe.where}: ${res.body.slice(0, 120)}`,
        );
      } else if (res.statusCode === 400) {
        // The answer names the field that holds the character (a CSV file is refused as a whole).
        const named = (res.json().error.details ?? []) as { path: string }[];
        const csvCell = probe.body?.contentType === 'text/csv' && probe.where.startsWith('body.');
        const field = csvCell ? 'body' : probe.where;
        if (!named.some((detail) => detail.path === field)) {
          unnamed.push(
            `${probe.kind} ${probe.method} ${probe.url} ${probe.where}: ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    console.log(
      `control characters: ${operations.length} operations, ${probes.length} probes, answers by status: ${JSON.stringify(byStatus)}`,
    );
    expect(wrong).toEqual([]);
    expect(unnamed).toEqual([]);
  }, 600_000);
});
