import { api } from '@salon/web/api-client';

/**
 * Web Push for this browser, through the site's own worker (`/account/sw.js`, scope `/account/`):
 * it shows a salon's notice and opens its page on a click.
 */

const WORKER = '/account/sw.js';
const SCOPE = '/account/';
/** When this browser last sent its subscription (ms since epoch). */
const SENT_AT_KEY = 'accountPushSentAt';
/** The server forgets subscriptions not refreshed for 60 days; an open site refreshes weekly. */
const REFRESH_AFTER_MS = 7 * 24 * 3600 * 1000;
const WORKER_WAIT_MS = 30_000;

/** Web Push needs a service worker, the Push API and notifications; some browsers lack one. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** The site's worker, registered when it is not yet, once it is active. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  const registration =
    (await navigator.serviceWorker.getRegistration(SCOPE)) ??
    (await navigator.serviceWorker.register(WORKER, { scope: SCOPE }));
  if (registration.active) return registration;
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!ready) throw new Error('service worker not available');
  return ready;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function send(subscription: PushSubscription, now: number) {
  await api.post('/api/me/push-subscriptions', subscription.toJSON());
  try {
    localStorage.setItem(SENT_AT_KEY, String(now));
  } catch {
    // Then it is sent again on the next visit.
  }
}

/** Subscribes this browser and tells the server. Only once permission is `granted` (asked from a click). */
export async function subscribeThisDevice(): Promise<void> {
  if (Notification.permission !== 'granted') throw new Error('notification permission not granted');
  const registration = await activeWorker();
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await send(subscription, Date.now());
}

/**
 * On a signed-in visit: with permission granted and a subscription in place, sends it again when
 * it was last sent more than 7 days ago. Never asks, never subscribes, never throws.
 */
export async function refreshPushSubscription(now = Date.now()): Promise<void> {
  try {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    if (now - Number(localStorage.getItem(SENT_AT_KEY) ?? 0) < REFRESH_AFTER_MS) return;
    await send(subscription, now);
  } catch {
    // Offline or signed out for a moment: the next visit tries again.
  }
}
