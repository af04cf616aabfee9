import { AppError, type HealthResponse, type ReadyResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pingDatabase } from '../../repositories/database.ts';

/**
 * What a load balancer or an operator asks: the database answers (else this throws, and the
 * error handler answers 503), and whether live updates are heard (`degraded` while their
 * listener is down: bookings still work, open calendars learn of them late).
 */
export async function getHealth(
  ctx: ServiceContext,
  listener: HealthResponse['listener'],
): Promise<HealthResponse> {
  await pingDatabase(ctx.db);
  return {
    status: listener === 'up' ? 'ok' : 'degraded',
    db: ctx.dbKind,
    version: ctx.config.version,
    listener,
  };
}

/**
 * Whether a balancer should send this server traffic: not while it drains after SIGTERM (it still
 * serves what reaches it), nor while the database is away (the error handler's 503).
 */
export async function getReadiness(ctx: ServiceContext, draining: boolean): Promise<ReadyResponse> {
  if (draining) throw new AppError('ServiceUnavailable', 'The server is shutting down');
  await pingDatabase(ctx.db);
  return { status: 'ready' };
}
