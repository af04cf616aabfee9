import { and, asc, type Executor, eq, type StylistRow, shopMembers, stylists } from '@salon/db';
import { AppError, colorOf, type StylistResponse } from '@salon/domain';

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
  return db
    .select()
    .from(stylists)
    .where(eq(stylists.shopId, shopId))
    .orderBy(asc(stylists.displayOrder), asc(stylists.name));
}

/** The stylist, if it belongs to the shop; another shop's id answers NotFound, never its data. */
export async function findStylist(db: Executor, shopId: string, id: string): Promise<StylistRow> {
  const [row] = await db
    .select()
    .from(stylists)
    .where(and(eq(stylists.id, id), eq(stylists.shopId, shopId)));
  if (!row) throw new AppError('NotFound', 'No such stylist');
  return row;
}

export async function assertStaffLogin(db: Executor, shopId: string, userId: string | null | undefined) {
  if (!userId) return;
  const [member] = await db
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
  if (!member) {
    throw new AppError('ValidationError', 'That login is not on this shop’s team', {
      details: [{ path: 'body.userId', message: 'Must be a member of this shop’s team' }],
    });
  }
}
