import { z } from 'zod';
import { line } from './text.ts';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A push service's address: https, as every browser's push service is. Plain http only on this
 * machine, for a push service a test runs itself; the server's outbound guard refuses even that
 * unless its test setting allows loopback, and judges the address itself.
 */
export const pushEndpoint = line()
  .max(2048)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
      } catch {
        return false;
      }
    },
    { message: 'Must be an https URL' },
  );

/** URL-safe base64 (padding allowed) as PushSubscription.toJSON() gives the keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be URL-safe base64')
    // Length of the unpadded text: no Buffer here, the browsers share these schemas.
    .refine((value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), {
      message: `Must decode to ${bytes} bytes`,
    });

/** What the browser's PushSubscription.toJSON() holds, to be kept for the signed-in person. */
export const savePushSubscriptionRequest = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, uncompressed). */
    p256dh: base64url(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64url(16),
  }),
});

export const deletePushSubscriptionRequest = z.object({ endpoint: pushEndpoint });

export const pushSubscriptionResponse = z
  .object({
    endpoint: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    refreshedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PushSubscription' });

export const pushPublicKeyResponse = z.object({
  /** The VAPID public key to subscribe with (`applicationServerKey`), URL-safe base64. */
  publicKey: z.string(),
});

/** What a push notification's accept/decline button did. */
export const pushActionResponse = z.object({
  action: z.enum(['accept', 'decline']),
  appointmentId: z.uuid(),
  status: z.string(),
});

export type SavePushSubscriptionRequest = z.infer<typeof savePushSubscriptionRequest>;
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;
