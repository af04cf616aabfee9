import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { findLiveLink } from '../../repositories/booking-links.ts';
import type { AliasKind } from './alias-view.ts';
import { couldBeAlias } from './booking-link-of.ts';

/** Which shop a booking link opens, and the source its bookings record. */
export async function resolveAlias(ctx: ServiceContext, alias: string) {
  const name = alias.toLowerCase();
  if (!couldBeAlias(name)) throw new AppError('NotFound', 'No such booking link');
  const row = await findLiveLink(ctx.db, name);
  if (!row) throw new AppError('NotFound', 'No such booking link');
  const kind = row.kind as AliasKind;
  return {
    subdomain: row.subdomain,
    alias: row.alias,
    kind,
    source: kind === 'google' ? ('google' as const) : ('online' as const),
  };
}
