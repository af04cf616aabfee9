import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type Db, eq, systemSettings } from '@salon/db';

/**
 * The instance secret: JWT_SECRET when configured, else one generated on first start and kept in
 * the database, so sessions survive restarts and every server behind a load balancer agrees.
 */
export async function loadInstanceSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(systemSettings)
    .values({ key: 'instance_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'instance_secret'));
  if (!row) throw new Error('instance secret missing after insert');
  return row.value;
}

/** Separate keys per purpose, so a key leaked from one use cannot forge the other. */
export function deriveKeys(secret: string) {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return {
    jwt: new Uint8Array(derive('jwt')),
    codes: derive('email-codes'),
    tokens: derive('stored-tokens'),
  };
}

/**
 * What the database keeps of a bearer token (refresh token, manage link): a keyed hash, so a copy
 * of the database alone neither holds the token nor lets anyone test guesses against it.
 */
export const storedTokenHash = (key: Buffer, token: string) =>
  createHmac('sha256', key).update(token).digest('base64url');

/**
 * How tokens were stored before (a plain SHA-256). Only looked up, never written: a refresh token
 * is replaced by a keyed one at its next use, a manage link when it is next opened.
 */
export const legacyTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Both forms a token may be stored under, for lookups. */
export const tokenHashes = (key: Buffer, token: string) => [
  storedTokenHash(key, token),
  legacyTokenHash(token),
];
