import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when they are scraped. */
interface MetricSources {
  /** The PostgreSQL pool's connections (none for the embedded database, which has one). */
  pool: () => { total: number; idle: number; waiting: number } | null;
  /** Open live-update streams on this server. */
  streams: () => number;
  /** Jobs waiting to run, per queue; there once the job queue runs on this server. */
  queued?: () => Promise<Record<string, number>>;
}

/**
 * The server's figures in Prometheus' text format, served on a port of their own
 * (`METRICS_PORT`), never the public one. Counting is always on: a counter is an addition, and
 * every figure is there from the first scrape.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  bookings: Counter<'channel' | 'outcome'>;
  messages: Counter<'channel' | 'outcome'>;
  availabilitySeconds: Histogram<string>;
  jobs: Counter<'queue' | 'outcome'>;
  jobLagSeconds: Histogram<'queue'>;
  /** Connects the gauges to what they read (later calls add to earlier ones); until then they report nothing. */
  watch(sources: Partial<MetricSources>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'salon_' });
  let sources: Partial<MetricSources> = {};

  const httpDuration = new Histogram({
    name: 'salon_http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern, not the address) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'salon_bookings_total',
    help: 'Bookings asked for: created, or refused because the time was taken meanwhile (409)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const messages = new Counter({
    name: 'salon_messages_total',
    help: 'Mails and pushes handed to their transport: sent, or failed',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const availabilitySeconds = new Histogram({
    name: 'salon_availability_compute_seconds',
    help: 'Time to work out the free times asked for (reading the schedule and computing)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  new Gauge({
    name: 'salon_db_pool_connections',
    help: 'PostgreSQL pool connections: in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'salon_event_stream_clients',
    help: 'Open live-update streams (admin apps following their calendar)',
    registers: [registry],
    collect() {
      if (sources.streams) this.set(sources.streams());
    },
  });
  const jobs = new Counter({
    name: 'salon_jobs_total',
    help: 'Runs of the recurring jobs (reminders, retries, clean-ups) on this server: completed, or failed',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const jobLagSeconds = new Histogram({
    name: 'salon_job_lag_seconds',
    help: 'How long after it was due a job began: a queue whose workers fall behind shows here first',
    labelNames: ['queue'] as const,
    buckets: [0.5, 1, 2.5, 5, 10, 15, 30, 60, 120, 300],
    registers: [registry],
  });
  new Gauge({
    name: 'salon_jobs_queued',
    help: 'Jobs waiting to run (due or scheduled), per queue, across every server of the database',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const depths = await sources.queued?.().catch(() => null);
      for (const [queue, count] of Object.entries(depths ?? {})) this.set({ queue }, count);
    },
  });

  return {
    registry,
    httpDuration,
    bookings,
    messages,
    availabilitySeconds,
    jobs,
    jobLagSeconds,
    watch(next) {
      sources = { ...sources, ...next };
    },
  };
}

/**
 * Serves `/metrics` on its own port, in a server of its own (none of the public one's hooks,
 * sessions or limits); resolves once listening, to its address and a stop.
 */
export async function serveMetrics(
  metrics: Metrics,
  { port, host }: { port: number; host: string },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  await server.listen({ port, host });
  const { address, family, port: bound } = server.server.address() as AddressInfo;
  const shown = family === 'IPv6' ? `[${address}]` : address;
  return { url: `http://${shown}:${bound}/metrics`, close: () => server.close() };
}
