import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the product must read back (a shop's Stripe keys) are stored encrypted with AES-256-GCM
 * under the server's SECRETS_KEY: a copy of the database alone does not give them away, and a
 * changed byte or a ciphertext moved to another row (other `context`) is refused, not misread.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

export interface SecretBox {
  /** The stored form of `plain`, bound to `context` (what it is and whose, e.g. `shop:<id>:stripe-secret`). */
  seal(plain: string, context: string): string;
  /** The plain text back; throws SecretBoxError when the value was changed, moved or sealed under another key. */
  open(sealed: string, context: string): string;
}

/** A 256-bit key derived from the configured or generated SECRETS_KEY (any length, as the JWT secret). */
export function createSecretBox(secretsKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, 'salon', 'stored-secrets:aes-256-gcm', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length) {
        throw new SecretBoxError('not a stored secret');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new SecretBoxError('not a stored secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError('the stored secret was changed or sealed under another key');
      }
    },
  };
}
