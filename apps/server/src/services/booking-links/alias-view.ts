import type { shopAliases } from '@salon/db';

export type AliasKind = 'own' | 'google';

export const toAlias = (row: typeof shopAliases.$inferSelect) => ({
  id: row.id,
  alias: row.alias,
  kind: row.kind as AliasKind,
  path: `/b/${row.alias}`,
});
