import type { PushSubscriptionResponse } from '@salon/domain';
import { api } from './api-client.ts';

/** The server forgets subscriptions not refreshed for 60 days; an open app refreshes weekly. */
const REFRESH_AFTER_MS = 7 * 24 * 3600 * 1000;
const SUBSCRIPTIONS = '/api/me/push-subscriptions';

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

export interface PushDeviceOptions {
  /** The scope of the face's worker (its pushes arrive there). */
  scope: string;
  /** The worker to register when none is yet; the admin app's offline worker registers itself. */
  worker?: string;
  /** localStorage key of when this browser last sent its subscription (ms since epoch). */
  sentAtKey: string;
  /** How long to wait for a worker being installed (a first visit may precache a whole app). */
  waitMs: number;
}

/** This browser's Web Push subscription for one face (admin app or customer site). */
export function pushDevice({ scope, worker, sentAtKey, waitMs }: PushDeviceOptions) {
  async function activeWorker(): Promise<ServiceWorkerRegistration> {
    const registration =
      (await navigator.serviceWorker.getRegistration(scope)) ??
      (worker ? await navigator.serviceWorker.register(worker, { scope }) : undefined);
    if (registration?.active) return registration;
    const ready = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((resolve) => window.setTimeout(() => resolve(null), waitMs)),
    ]);
    if (!ready) throw new Error('service worker not available');
    return ready;
  }

  async function currentSubscription(): Promise<PushSubscription | null> {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    return (await registration?.pushManager.getSubscription()) ?? null;
  }

  async function send(subscription: PushSubscription, now: number): Promise<void> {
    await api.post<PushSubscriptionResponse>(SUBSCRIPTIONS, subscription.toJSON());
    try {
      localStorage.setItem(sentAtKey, String(now));
    } catch {
      // Then it is sent again at the next start.
    }
  }

  return {
    currentSubscription,

    /**
     * Subscribes this browser and tells the server. Only call it once permission is `granted`:
     * the caller asks for permission itself, from the person's click.
     */
    async subscribe(): Promise<PushSubscription> {
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
      return subscription;
    },

    /** Stops pushes to this browser: unsubscribes it and the server forgets it. */
    async unsubscribe(): Promise<void> {
      const subscription = await currentSubscription();
      if (!subscription) return;
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      localStorage.removeItem(sentAtKey);
      await api.request<{ ok: true }>(SUBSCRIPTIONS, { method: 'DELETE', body: { endpoint } });
    },

    /**
     * On start: with permission granted and a subscription in place, sends it again when it was
     * last sent more than 7 days ago, so the server sees the device is still in use. Never asks
     * for permission and never subscribes; never throws.
     */
    async refresh(now = Date.now()): Promise<void> {
      try {
        if (!pushSupported() || Notification.permission !== 'granted') return;
        const subscription = await currentSubscription();
        if (!subscription) return;
        if (now - Number(localStorage.getItem(sentAtKey) ?? 0) < REFRESH_AFTER_MS) return;
        await send(subscription, now);
      } catch {
        // Offline or signed out for a moment: the next start tries again.
      }
    },
  };
}
