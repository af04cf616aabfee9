import type { ServiceContext } from '../../context.ts';
import { availabilityFor } from '../availability/availability-for.ts';
import { shopBySubdomain } from './shop-by-subdomain.ts';

export async function getPublicAvailability(
  ctx: ServiceContext,
  subdomain: string,
  query: { services: string[]; from: string; to: string; stylist: string },
) {
  const shop = await shopBySubdomain(ctx.db, subdomain);
  return availabilityFor(ctx.db, { shop, query, scope: { audience: 'public' }, now: ctx.now().getTime() });
}
