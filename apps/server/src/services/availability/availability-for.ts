import type { ShopRow } from '@salon/db';
import { type AvailabilityResponse, computeAvailability } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { loadAvailability } from './load-availability.ts';
import { serializeAvailability } from './serialize-availability.ts';
import type { AvailabilityScope } from './visit-rules.ts';

/** The free times asked for, at the context's time; timed for the metrics. */
export async function availabilityFor(
  ctx: ServiceContext,
  {
    shop,
    query,
    scope,
  }: {
    shop: ShopRow;
    query: { services: string[]; from: string; to: string; stylist: string };
    scope: AvailabilityScope;
  },
): Promise<AvailabilityResponse> {
  const stopTimer = ctx.metrics.availabilitySeconds.startTimer();
  const now = ctx.now().getTime();
  const loaded = await loadAvailability(ctx.db, {
    shop,
    input: {
      serviceIds: query.services,
      from: query.from,
      to: query.to,
      stylistId: query.stylist === 'any' ? null : query.stylist,
      now,
    },
    scope,
  });
  const answer = serializeAvailability(computeAvailability(loaded.request), loaded, query.stylist === 'any');
  stopTimer();
  return answer;
}
