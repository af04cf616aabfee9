import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../infra/metrics.ts';

/** The routes that take a booking, and whose booking each is: 201 made it, 409 found the time taken. */
const bookingRoutes: Record<string, string> = {
  'POST /api/public/shops/:subdomain/bookings': 'online',
  'POST /api/admin/shops/:shopId/appointments': 'staff',
};

/**
 * Times every answer by its route's pattern (an address that matched no route counts as
 * `unmatched`, so a scan of random paths cannot grow the figures without end).
 */
async function httpMetrics(app: FastifyInstance, { metrics }: { metrics: Metrics }) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    const channel = bookingRoutes[`${request.method} ${route}`];
    if (channel && (status === 201 || status === 409)) {
      metrics.bookings.inc({ channel, outcome: status === 201 ? 'created' : 'refused' });
    }
  });
}

export const httpMetricsPlugin = fp(httpMetrics, { name: 'salon-http-metrics' });
