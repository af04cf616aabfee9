import { and, type Db, eq, idempotencyKeys } from '@salon/db';

export interface IdempotencyClaim {
  scope: string;
  key: string;
}

/** The earlier request a key was claimed for, and its answer once it was given. */
export interface EarlierRequest {
  requestHash: string;
  status: number | null;
  response: unknown;
}

const keyOf = (claim: IdempotencyClaim) =>
  and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));

/**
 * Claims a key for a request: true when this request is the first with it. Claiming is one
 * insert, so of two servers racing with one key exactly one wins.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: IdempotencyClaim & { requestHash: string },
): Promise<boolean> {
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed !== undefined;
}

export async function earlierRequest(db: Db, claim: IdempotencyClaim): Promise<EarlierRequest | undefined> {
  const [earlier] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(keyOf(claim));
  return earlier;
}

/** A failed attempt leaves no trace, so the same key can be tried again. */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(keyOf(claim));
}

export async function recordIdempotentAnswer(
  db: Db,
  claim: IdempotencyClaim,
  answer: { status: number; response: unknown },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(keyOf(claim));
}
