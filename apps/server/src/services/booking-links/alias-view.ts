import type { BookingLinkRow } from '../../repositories/booking-links.ts';

export type AliasKind = 'own' | 'google';

export const toAlias = (row: BookingLinkRow) => ({
  id: row.id,
  alias: row.alias,
  kind: row.kind as AliasKind,
  path: `/b/${row.alias}`,
});
