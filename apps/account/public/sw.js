/*
 * The customer site's worker (scope /account/): shows a salon's push notice and opens its page
 * on a click. A push carries { title, body, url, tag, data } (the server's PushMessage); clicks
 * open only addresses on this worker's own origin. It caches nothing: the site is always fresh.
 */

const SCOPE = '/account/';
const SUBSCRIPTIONS = '/api/me/push-subscriptions';
const ICON = '/account/icon-192.png';

/** The address on this worker's origin, or null for anything else (another host, a bad URL). */
function ownUrl(value) {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

function readPush(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return { title: event.data.text() };
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const message = readPush(event);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(String(message.title ?? ''), {
      body: String(message.body ?? ''),
      tag: message.tag,
      icon: ICON,
      badge: ICON,
      data: { ...(message.data ?? {}), url: message.url },
    }),
  );
});

/** Focuses a tab already showing the address, else one of the site's tabs moved there, else a new one. */
async function openOwnPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === url);
  if (exact) return exact.focus();
  const site = windows.find((client) => new URL(client.url).pathname.startsWith(SCOPE));
  if (site && 'navigate' in site) {
    try {
      const navigated = await site.navigate(url);
      return (navigated ?? site).focus();
    } catch {
      // Not controlled by this worker yet: open a window instead.
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data?.url) ?? new URL(SCOPE, self.location.origin).href;
  event.waitUntil(openOwnPage(url));
});

function keyBytes(base64url) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** A request with the session cookies; an expired access token is renewed once. */
async function withSession(path, init) {
  const send = () =>
    fetch(path, { ...init, credentials: 'include', headers: { 'Content-Type': 'application/json' } });
  const first = await send();
  if (first.status !== 401) return first;
  const renewed = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
  return renewed.ok ? send() : first;
}

/** The browser replaced the subscription (keys rotated, expired): keep the new one, forget the old. */
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      let subscription = event.newSubscription;
      if (!subscription) {
        const response = await fetch('/api/push/public-key');
        const { publicKey } = await response.json();
        subscription = await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        });
      }
      await withSession(SUBSCRIPTIONS, { method: 'POST', body: JSON.stringify(subscription.toJSON()) });
      const old = event.oldSubscription;
      if (old && old.endpoint !== subscription.endpoint)
        await withSession(SUBSCRIPTIONS, {
          method: 'DELETE',
          body: JSON.stringify({ endpoint: old.endpoint }),
        });
    })(),
  );
});
