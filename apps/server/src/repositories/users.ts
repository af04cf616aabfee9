import {
  and,
  desc,
  type Executor,
  emailCodes,
  eq,
  gt,
  inArray,
  isNull,
  knownDevices,
  lt,
  refreshTokens,
  sql,
  type Tx,
  type UserRow,
  users,
} from '@salon/db';

// ——— Accounts ———

/** The account, or undefined when there is none with this id. */
export async function findUser(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The account's platform-wide roles, or undefined when there is no such account. */
export async function rolesOfUser(
  db: Executor,
  userId: string,
): Promise<{ id: string; roles: string[] } | undefined> {
  const [user] = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The password hash (null: none set) of the account with this e-mail address, or undefined. */
export async function passwordOfEmail(
  db: Executor,
  email: string,
): Promise<{ id: string; passwordHash: string | null } | undefined> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** Inserts an account; undefined, inserting nothing, when an account has its e-mail address already. */
export async function insertUserUnlessTaken(
  tx: Tx,
  values: typeof users.$inferInsert,
): Promise<string | undefined> {
  const [created] = await tx
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created?.id;
}

/**
 * Inserts an account whose address is verified at `verifiedAt`; when an account has the address
 * already, it is kept as it is, and marked verified unless it was before. Returns the account's id.
 */
export async function upsertVerifiedUser(
  db: Executor,
  values: typeof users.$inferInsert & { emailVerifiedAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.email,
      set: {
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${values.emailVerifiedAt.toISOString()}::timestamptz)`,
      },
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user upsert returned no row');
  return row.id;
}

export async function changeUser(
  db: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

// ——— Sessions ———

/** Revokes every refresh token of the account not revoked yet. */
export async function revokeRefreshTokensOfUser(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// ——— E-mail codes ———

/** Marks the address's codes not used yet as used. */
export async function retirePendingCodes(tx: Tx, email: string, at: Date): Promise<void> {
  await tx
    .update(emailCodes)
    .set({ consumedAt: at })
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)));
}

export async function insertEmailCode(
  tx: Tx,
  values: Pick<typeof emailCodes.$inferInsert, 'email' | 'codeHash' | 'expiresAt'>,
): Promise<void> {
  await tx.insert(emailCodes).values(values);
}

export async function deleteCodesExpiredBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
}

/** The id of the address's newest code not used yet, or undefined. */
export async function newestPendingCode(db: Executor, email: string): Promise<string | undefined> {
  const [pending] = await db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return pending?.id;
}

/**
 * Counts an attempt on the code, in the one statement that also checks it is unused, unexpired at
 * `now` and tried fewer than `maxAttempts` times: parallel attempts queue on the row. Returns the
 * attempts so far and the stored hash, or undefined, counting nothing, when a check fails.
 */
export async function countCodeAttempt(
  db: Executor,
  { id, now, maxAttempts }: { id: string; now: Date; maxAttempts: number },
): Promise<{ attempts: number; codeHash: string } | undefined> {
  const [claimed] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, id),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, now),
        lt(emailCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: emailCodes.attempts, codeHash: emailCodes.codeHash });
  return claimed;
}

/** Marks the code used in the statement that checks it was not; false when it was already. */
export async function consumeCode(db: Executor, id: string, at: Date): Promise<boolean> {
  const [consumed] = await db
    .update(emailCodes)
    .set({ consumedAt: at })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return consumed !== undefined;
}

// ——— Known devices ———

/**
 * The id of the device of the account with this e-mail address that has this token hash and
 * signed in after `since`, or undefined. One query whether or not the account exists.
 */
export async function knownDeviceOfEmail(
  db: Executor,
  { email, tokenHash, since }: { email: string; tokenHash: string; since: Date },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(users.email, email),
        eq(knownDevices.tokenHash, tokenHash),
        gt(knownDevices.lastSignInAt, since),
      ),
    );
  return row?.id;
}

/** Gives every account's device with token hash `from` that signed in after `since` the hash `to`. */
export async function moveDeviceToken(
  tx: Tx,
  { from, to, since }: { from: string; to: string; since: Date },
): Promise<void> {
  await tx
    .update(knownDevices)
    .set({ tokenHash: to })
    .where(and(eq(knownDevices.tokenHash, from), gt(knownDevices.lastSignInAt, since)));
}

/** Records a sign-in of the account from the device with this token hash, adding the device if new. */
export async function saveDeviceSignIn(
  tx: Tx,
  { userId, tokenHash, at }: { userId: string; tokenHash: string; at: Date },
): Promise<void> {
  await tx
    .insert(knownDevices)
    .values({ userId, tokenHash, createdAt: at, lastSignInAt: at })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.tokenHash],
      set: { lastSignInAt: at },
    });
}

/** Deletes the account's devices but the `keep` that signed in last. */
export async function keepLatestDevices(tx: Tx, userId: string, keep: number): Promise<void> {
  await tx.execute(sql`
    delete from known_devices where user_id = ${userId} and id not in (
      select id from known_devices where user_id = ${userId}
      order by last_sign_in_at desc limit ${keep})`);
}

export async function deleteKnownDevices(db: Executor, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}

/** These accounts. */
export function usersByIds(db: Executor, ids: string[]): Promise<UserRow[]> {
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The account, its row locked until the transaction ends, or undefined. */
export async function lockUser(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** Changes the account and returns it as it is now; undefined when there is no such account. */
export async function changeUserReturning(
  db: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** Deletes the account with its sessions; its address's sign-in codes go too. */
export async function deleteUserWithSignIns(tx: Tx, { userId, email }: { userId: string; email: string }) {
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(emailCodes).where(eq(emailCodes.email, email));
  await tx.delete(users).where(eq(users.id, userId));
}

/** Gives the account this name and phone where it has none of its own (a name from its e-mail, no phone). */
export async function fillAccountContact(
  tx: Tx,
  userId: string,
  contact: { name: string; phone: string },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ name: contact.name, nameFromEmail: false, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.nameFromEmail, true)));
  await tx
    .update(users)
    .set({ phone: contact.phone, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.phone)));
}

/** The language of the account with this (lower-cased) e-mail address, or undefined when none has it. */
export async function localeOfEmail(db: Executor, email: string): Promise<{ locale: string } | undefined> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
  return user;
}
