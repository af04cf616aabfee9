import type { Executor } from '@salon/db';
import { AppError, type MeResponse, type Role, rolesInShop, type ShopRole } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import { shopsOfMember } from '../../repositories/shops.ts';
import { findUser } from '../../repositories/users.ts';

/**
 * What `/api/auth/me` and every sign-in answer: the user and the shops they work in, each with
 * its roles list; the user's roles list is the one of the current shop (the one asked for when
 * they work there, else their first), which the web apps store as `userData`.
 */
export async function sessionOf(
  db: Executor,
  userId: string,
  currentShopId?: string | null,
): Promise<MeResponse> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  const rows = await shopsOfMember(db, userId);
  const actor = {
    roles: user.roles as Role[],
    memberships: rows.map((row) => ({ shopId: row.id, role: row.role as ShopRole, readOnly: row.readOnly })),
  };
  const current = rows.find((row) => row.id === currentShopId) ?? rows[0];
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      locale: user.locale as MeResponse['user']['locale'],
      roles: rolesInShop(actor, current?.id ?? null),
    },
    shops: rows.map((row) => ({
      ...row,
      country: shopCountry(row),
      role: row.role as ShopRole,
      roles: rolesInShop(actor, row.id),
    })),
  };
}
