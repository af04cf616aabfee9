import { createHmac, randomBytes } from 'node:crypto';
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
    invitations: derive('shop-invitations'),
  };
}
