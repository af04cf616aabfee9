import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { availabilityFor } from '../availability/availability-for.ts';
import { shopForPage } from '../shops/shop-by-subdomain.ts';

export async function getPublicAvailability(
  ctx: ServiceContext,
  subdomain: string,
  query: { services: string[]; from: string; to: string; stylist: string },
  preview: { preview: boolean; actor: Actor | null } = { preview: false, actor: null },
) {
  const { shop } = await shopForPage(ctx.db, subdomain, preview);
  return availabilityFor(ctx, { shop, query, scope: { audience: 'public' } });
}
