import type { Executor, StylistRow } from '@salon/db';
import { AppError, colorOf, type StylistResponse } from '@salon/domain';
import { findStylistOfShop, isShopMember, stylistsOfShop } from '../../repositories/stylists.ts';

export const toStylist = (row: StylistRow): StylistResponse => ({
  id: row.id,
  name: row.name,
  color: { index: row.colorIndex, ...colorOf(row.colorIndex) },
  bookableOnline: row.bookableOnline,
  active: row.active,
  userId: row.userId,
  displayOrder: row.displayOrder,
});

export async function loadStylists(db: Executor, shopId: string): Promise<StylistRow[]> {
  return stylistsOfShop(db, shopId);
}

/** The stylist, if it belongs to the shop; another shop's id answers NotFound, never its data. */
export async function findStylist(db: Executor, shopId: string, id: string): Promise<StylistRow> {
  const row = await findStylistOfShop(db, shopId, id);
  if (!row) throw new AppError('NotFound', 'No such stylist');
  return row;
}

export async function assertStaffLogin(db: Executor, shopId: string, userId: string | null | undefined) {
  if (!userId) return;
  if (!(await isShopMember(db, shopId, userId))) {
    throw new AppError('ValidationError', 'That login is not on this shop’s team', {
      details: [{ path: 'body.userId', message: 'Must be a member of this shop’s team' }],
    });
  }
}
