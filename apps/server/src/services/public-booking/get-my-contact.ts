import type { Actor, PublicMyContactResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { shopForPage } from '../shops/shop-by-subdomain.ts';
import { knownContactOfAccount } from './booking-contact.ts';

/** The name and phone the booking page fills in for a signed-in customer, and asks for when missing. */
export async function getMyContact(
  ctx: ServiceContext,
  { subdomain, actor, preview = false }: { subdomain: string; actor: Actor | null; preview?: boolean },
): Promise<PublicMyContactResponse> {
  // Staff previewing an unpublished page step through it with their own account too.
  const { shop } = await shopForPage(ctx.db, subdomain, { preview, actor });
  if (!actor) return { contact: null };
  const known = await knownContactOfAccount(ctx.db, shop.id, actor.id);
  return { contact: { email: known.user.email, name: known.name, phone: known.phone } };
}
