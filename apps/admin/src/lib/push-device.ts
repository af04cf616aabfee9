import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/push-subscriptions.ts';

/** When this browser last sent its subscription to the server (ms since epoch). */
const SENT_AT_KEY = 'pushSubscriptionSentAt';
/** The server forgets subscriptions not refreshed for 60 days; an open app refreshes weekly. */
export const REFRESH_AFTER_MS = 7 * 24 * 3600 * 1000;
const WORKER_SCOPE = '/admin/';
// A first visit installs the worker (it precaches the app): on a slow device or line that takes a while.
const WORKER_WAIT_MS = 60_000;

/** Web Push needs a service worker, the Push API and notifications; some browsers lack one. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The admin app's worker registration, waiting a little for one being installed. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  if (existing?.active) return existing;
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!ready) throw new Error('service worker not available');
  return ready;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

async function send(subscription: PushSubscription, now: number): Promise<void> {
  await savePushSubscription(subscription.toJSON());
  localStorage.setItem(SENT_AT_KEY, String(now));
}

/**
 * Subscribes this browser and tells the server. Only call it once permission is `granted`: the
 * caller asks for permission itself, from the person's click.
 */
export async function subscribeThisDevice(): Promise<PushSubscription> {
  if (Notification.permission !== 'granted') throw new Error('notification permission not granted');
  const registration = await workerRegistration();
  const { publicKey } = await getPushPublicKey();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await send(subscription, Date.now());
  return subscription;
}

/** Stops pushes to this browser: unsubscribes it and the server forgets it. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  localStorage.removeItem(SENT_AT_KEY);
  await deletePushSubscription(endpoint);
}

/**
 * On app start: with permission granted and a subscription in place, sends it again when it was
 * last sent more than 7 days ago, so the server sees the device is still in use. Never asks
 * for permission and never subscribes; never throws.
 */
export async function refreshPushSubscription(now = Date.now()): Promise<void> {
  try {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    const sentAt = Number(localStorage.getItem(SENT_AT_KEY) ?? 0);
    if (now - sentAt < REFRESH_AFTER_MS) return;
    await send(subscription, now);
  } catch {
    // Offline or signed out for a moment: the next start tries again.
  }
}
