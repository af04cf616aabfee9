import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/infra/mailer.ts';
import { createMetrics } from '../src/infra/metrics.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts';
import { startSmtpPeer } from './smtp-peer.ts';

let t: TestApp;
let salon: Salon;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T07:00:00Z') });
  salon = await createSalon(t.app, 'metrics');
});
afterAll(() => t.close());

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the figures', () => {
  it('count answers by route pattern and status, bookings made and refused, and availability', async () => {
    const ana = salon.stylists[0]?.id as string;
    const start = '2026-11-24T09:00:00+01:00';
    const guest = { name: 'Mia', email: 'mia@example.com' };
    expect((await bookAsGuest(t.app, salon, start, guest, { stylist: ana })).statusCode).toBe(201);
    expect((await bookAsGuest(t.app, salon, start, guest, { stylist: ana })).statusCode).toBe(409);
    const free = await t.app.inject({
      url: `/api/public/shops/${salon.subdomain}/availability?services=${salon.services.cut}&from=2026-11-24&to=2026-11-30`,
    });
    expect(free.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/no/such/path-123' })).statusCode).toBe(404);
    const byStaff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/appointments`,
      headers: { cookie: salon.cookie },
      payload: {
        services: [salon.services.cut],
        start: '2026-11-24T11:00:00+01:00',
        stylist: ana,
        customer: { name: 'Carla Customer', email: 'carla@example.com', phone: '+49 30 555 0101' },
      },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(201);

    const text = await t.ctx.metrics.registry.metrics();
    const bookings = '/api/public/shops/:subdomain/bookings';
    expect(
      seriesValue(
        text,
        `salon_http_request_duration_seconds_count{method="POST",route="${bookings}",status="201"}`,
      ),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        `salon_http_request_duration_seconds_count{method="POST",route="${bookings}",status="409"}`,
      ),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        'salon_http_request_duration_seconds_count{method="GET",route="/api/public/shops/:subdomain/availability",status="200"}',
      ),
    ).toBe(1);
    // An address no route knows is counted without its path, so a scan cannot grow the figures.
    expect(
      seriesValue(
        text,
        'salon_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('path-123');
    expect(seriesValue(text, 'salon_bookings_total{channel="online",outcome="created"}')).toBe(1);
    expect(seriesValue(text, 'salon_bookings_total{channel="online",outcome="refused"}')).toBe(1);
    expect(seriesValue(text, 'salon_bookings_total{channel="staff",outcome="created"}')).toBe(1);
    expect(seriesValue(text, 'salon_availability_compute_seconds_count')).toBe(1);
    expect(seriesValue(text, 'salon_event_stream_clients')).toBe(0);
    if (t.ctx.dbKind === 'postgres') {
      expect(seriesValue(text, 'salon_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'salon_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('salon_db_pool_connections{');
    }
    expect(seriesValue(text, 'salon_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count mails handed to the mail server and mails it refused', async () => {
    const peer = await startSmtpPeer({
      refuse: (() => {
        let first = true;
        return () => {
          const refuse = !first;
          first = false;
          return refuse;
        };
      })(),
    });
    const metrics = createMetrics();
    const mailer = createMailer({
      db: t.ctx.db,
      metrics,
      smtpUrl: peer.url,
      from: 'Salon <a@salon.example>',
      log: t.ctx.log,
    });
    try {
      const mail = { to: 'x@example.com', subject: 'Hi', text: 'Hello', kind: 'emailCode' } as const;
      expect((await mailer.send(mail)).status).toBe('sent');
      expect((await mailer.send(mail)).status).toBe('failed');
    } finally {
      mailer.close();
      await peer.close();
    }
    const text = await metrics.registry.metrics();
    expect(seriesValue(text, 'salon_messages_total{channel="mail",outcome="sent"}')).toBe(1);
    expect(seriesValue(text, 'salon_messages_total{channel="mail",outcome="failed"}')).toBe(1);
  });

  it('refuses a metrics port that is the public one', () => {
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
  });
});

// The process and its ports are tested, not the database: once, on the embedded one.
const suite = process.env.TEST_DB === 'postgres' ? describe.skip : describe;
suite('the metrics server', { timeout: 120_000 }, () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it('serves the figures on METRICS_PORT only, never on the public port', async () => {
    const port = await freePort();
    server = await startServerProcess({ METRICS_PORT: String(port) });
    const figures = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(figures.status).toBe(200);
    expect(figures.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await figures.text();
    expect(text).toContain('# TYPE salon_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE salon_bookings_total counter');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    const publicAnswer = await fetch(`${server.base}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain('salon_http_request_duration_seconds');
    expect(server.output()).toContain(`Metrics for Prometheus at http://127.0.0.1:${port}/metrics`);
  });
});
