import type { Executor, ShopRow } from '@salon/db';
import { type AvailabilityResponse, computeAvailability } from '@salon/domain';
import { loadAvailability } from './load-availability.ts';
import { serializeAvailability } from './serialize-availability.ts';
import type { AvailabilityScope } from './visit-rules.ts';

export async function availabilityFor(
  db: Executor,
  {
    shop,
    query,
    scope,
    now,
  }: {
    shop: ShopRow;
    query: { services: string[]; from: string; to: string; stylist: string };
    scope: AvailabilityScope;
    now: number;
  },
): Promise<AvailabilityResponse> {
  const loaded = await loadAvailability(db, {
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
  return serializeAvailability(computeAvailability(loaded.request), loaded, query.stylist === 'any');
}
