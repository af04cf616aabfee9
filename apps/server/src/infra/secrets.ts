import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type Db, eq, systemSettings } from '@salon/db';

/** A value generated once for the whole installation and kept in the database, unless configured. */
async function loadGeneratedSecret(db: Db, key: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(systemSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  if (!row) throw new Error(`${key} missing after insert`);
  return row.value;
}

/**
 * The instance secret: JWT_SECRET when configured, else one generated on first start and kept in
 * the database, so sessions survive restarts and every server behind a load balancer agrees.
 */
export const loadInstanceSecret = (db: Db, configured: string | undefined): Promise<string> =>
  loadGeneratedSecret(db, 'instance_secret', configured);

/**
 * The key stored secrets (a shop's Stripe keys) are encrypted with: SECRETS_KEY when configured,
 * else generated and kept like the instance secret. A separate value, so that an operator may
 * keep it out of the database (set it) while sessions keep working as before.
 */
export const loadSecretsKey = (db: Db, configured: string | undefined): Promise<string> =>
  loadGeneratedSecret(db, 'secrets_key', configured);

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
