import {
  and,
  asc,
  type Executor,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  type ShopInvitationRow,
  type StylistRow,
  shopInvitations,
  shopMembers,
  shops,
  stylists,
  type Tx,
  users,
} from '@salon/db';

export type NewStylist = Pick<
  typeof stylists.$inferInsert,
  'shopId' | 'name' | 'colorIndex' | 'bookableOnline' | 'active' | 'userId' | 'displayOrder'
>;

export type StylistChanges = Partial<
  Pick<
    typeof stylists.$inferInsert,
    'name' | 'colorIndex' | 'bookableOnline' | 'active' | 'userId' | 'displayOrder' | 'updatedAt'
  >
>;

const stylistOfShop = (shopId: string, id: string) => and(eq(stylists.id, id), eq(stylists.shopId, shopId));

/** The shop's stylists, in the order the team is shown. */
export function stylistsOfShop(db: Executor, shopId: string): Promise<StylistRow[]> {
  return db
    .select()
    .from(stylists)
    .where(eq(stylists.shopId, shopId))
    .orderBy(asc(stylists.displayOrder), asc(stylists.name));
}

/** The stylist of this shop, or undefined: another shop's id finds nothing. */
export async function findStylistOfShop(
  db: Executor,
  shopId: string,
  id: string,
): Promise<StylistRow | undefined> {
  const [row] = await db.select().from(stylists).where(stylistOfShop(shopId, id));
  return row;
}

/** Of these stylist ids, those that are the shop's. */
export async function stylistIdsOfShop(db: Executor, shopId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: stylists.id })
    .from(stylists)
    .where(and(inArray(stylists.id, ids), eq(stylists.shopId, shopId)));
  return new Set(rows.map((row) => row.id));
}

export async function insertStylist(db: Executor, values: NewStylist): Promise<StylistRow | undefined> {
  const [row] = await db.insert(stylists).values(values).returning();
  return row;
}

/** Changes the shop's stylist; undefined when the shop has no such stylist. */
export async function changeStylist(
  db: Executor,
  shopId: string,
  id: string,
  changes: StylistChanges,
): Promise<StylistRow | undefined> {
  const [row] = await db.update(stylists).set(changes).where(stylistOfShop(shopId, id)).returning();
  return row;
}

/** Deletes the shop's stylist; one with appointments fails with the foreign key's violation. */
export async function removeStylist(db: Executor, shopId: string, id: string): Promise<void> {
  await db.delete(stylists).where(stylistOfShop(shopId, id));
}

/** Gives the stylist this login, unless the stylist has one already (or is not the shop's). */
export async function linkStylistLogin(
  tx: Tx,
  { shopId, stylistId, userId, at }: { shopId: string; stylistId: string; userId: string; at: Date },
): Promise<void> {
  await tx
    .update(stylists)
    .set({ userId, updatedAt: at })
    .where(and(stylistOfShop(shopId, stylistId), isNull(stylists.userId)));
}

/** Whether the login is a member of the shop's team. */
export async function isShopMember(db: Executor, shopId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
  return !!member;
}

/** Whether the account with this e-mail address is a member of the shop's team. */
export async function isShopMemberByEmail(db: Executor, shopId: string, email: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(users.email, email)));
  return !!member;
}

/** The shop's team with each member's account, by name. */
export function membersOfShop(
  db: Executor,
  shopId: string,
): Promise<{ userId: string; email: string; name: string; role: string; readOnly: boolean }[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: shopMembers.role,
      readOnly: shopMembers.readOnly,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(asc(users.name));
}

type NewMember = Pick<typeof shopMembers.$inferInsert, 'shopId' | 'userId' | 'role' | 'readOnly'>;

export async function insertMember(tx: Tx, values: NewMember): Promise<void> {
  await tx.insert(shopMembers).values(values);
}

/** Adds the member; one who is on the team already stays as they are. */
export async function insertMemberUnlessThere(tx: Tx, values: NewMember): Promise<void> {
  await tx.insert(shopMembers).values(values).onConflictDoNothing();
}

/** Neither accepted nor revoked (an expired one is still open: it can be sent again). */
const isOpen = and(isNull(shopInvitations.acceptedAt), isNull(shopInvitations.revokedAt));

const openOfShop = (shopId: string, id: string) =>
  and(eq(shopInvitations.id, id), eq(shopInvitations.shopId, shopId), isOpen);

/** The shop's open invitation, or undefined. */
export async function findOpenInvitation(
  db: Executor,
  shopId: string,
  id: string,
): Promise<ShopInvitationRow | undefined> {
  const [row] = await db.select().from(shopInvitations).where(openOfShop(shopId, id));
  return row;
}

/** The shop's open invitations, oldest first. */
export function openInvitationsOfShop(db: Executor, shopId: string): Promise<ShopInvitationRow[]> {
  return db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.shopId, shopId), isOpen))
    .orderBy(asc(shopInvitations.createdAt));
}

/** The invitation of this token hash, answered or not, with its shop's name; or undefined. */
export async function invitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<{ invitation: ShopInvitationRow; shopName: string } | undefined> {
  const [row] = await db
    .select({ invitation: shopInvitations, shopName: shops.name })
    .from(shopInvitations)
    .innerJoin(shops, eq(shops.id, shopInvitations.shopId))
    .where(eq(shopInvitations.tokenHash, tokenHash));
  return row;
}

export type NewInvitation = Pick<
  typeof shopInvitations.$inferInsert,
  'shopId' | 'email' | 'role' | 'readOnly' | 'stylistId' | 'invitedBy' | 'tokenHash' | 'sentAt' | 'expiresAt'
>;

/** Inserts an invitation; a second open one for the address fails with the unique index's violation. */
export async function insertInvitation(
  tx: Tx,
  values: NewInvitation,
): Promise<ShopInvitationRow | undefined> {
  const [row] = await tx.insert(shopInvitations).values(values).returning();
  return row;
}

/** Revokes the address's open invitations of the shop that expired by `at`. */
export async function revokeExpiredInvitations(
  tx: Tx,
  { shopId, email, at }: { shopId: string; email: string; at: Date },
): Promise<void> {
  await tx
    .update(shopInvitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(shopInvitations.shopId, shopId),
        eq(shopInvitations.email, email),
        isOpen,
        lte(shopInvitations.expiresAt, at),
      ),
    );
}

/** Revokes the shop's open invitation; false when the shop has no such open invitation. */
export async function revokeOpenInvitation(
  db: Executor,
  { shopId, invitationId }: { shopId: string; invitationId: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(shopInvitations)
    .set({ revokedAt: at })
    .where(openOfShop(shopId, invitationId))
    .returning({ id: shopInvitations.id });
  return rows.length > 0;
}

/** Closes the invitation as declined, if it is still open. */
export async function declineOpenInvitation(db: Executor, invitationId: string, at: Date): Promise<void> {
  await db
    .update(shopInvitations)
    .set({ revokedAt: at })
    .where(and(eq(shopInvitations.id, invitationId), isOpen));
}

/**
 * Marks the invitation accepted, checking in the same statement that it is still open and
 * unexpired, so that of two tabs only one claims it; false when it was no longer open.
 */
export async function claimInvitation(
  tx: Tx,
  { invitationId, userId, at }: { invitationId: string; userId: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(shopInvitations)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(and(eq(shopInvitations.id, invitationId), isOpen, gt(shopInvitations.expiresAt, at)))
    .returning({ id: shopInvitations.id });
  return rows.length > 0;
}

/** Gives the shop's open invitation a new token and expiry; undefined when there is no such one. */
export async function renewInvitationToken(
  db: Executor,
  { shopId, invitationId }: { shopId: string; invitationId: string },
  token: Pick<ShopInvitationRow, 'tokenHash' | 'sentAt' | 'expiresAt'>,
): Promise<ShopInvitationRow | undefined> {
  const [row] = await db
    .update(shopInvitations)
    .set(token)
    .where(openOfShop(shopId, invitationId))
    .returning();
  return row;
}

/** The shop's team with each member's roles there and language, by user id. */
export function membersWithLocale(
  db: Executor,
  shopId: string,
): Promise<{ userId: string; role: string; readOnly: boolean; locale: string }[]> {
  return db
    .select({
      userId: shopMembers.userId,
      role: shopMembers.role,
      readOnly: shopMembers.readOnly,
      locale: users.locale,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(shopMembers.userId);
}
