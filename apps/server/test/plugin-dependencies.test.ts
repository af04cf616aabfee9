import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { realtimePlugin } from '../src/plugins/realtime.ts';
import { sessionPlugin } from '../src/plugins/session.ts';
import { healthRoutes } from '../src/routes/health-routes.ts';

// Plugins say what they need; registering one without it fails at start instead of at a request.
describe('plugin dependencies', () => {
  it('refuses live updates without the session that tells who may follow a shop', async () => {
    const app = Fastify({ logger: false });
    app.register(realtimePlugin, {} as never);
    await expect(app.ready()).rejects.toThrow(/salon-session/);
  });

  it('refuses the session without the error handler that answers its refusals', async () => {
    const app = Fastify({ logger: false });
    app.register(sessionPlugin, {} as never);
    await expect(app.ready()).rejects.toThrow(/salon-errors/);
    const ordered = Fastify({ logger: false });
    ordered.register(errorsPlugin);
    ordered.register(healthRoutes, {} as never);
    await expect(ordered.ready()).rejects.toThrow(/salon-realtime/);
  });
});
