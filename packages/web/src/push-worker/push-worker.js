/*
 * Web Push for every face's worker, from this one source: the build writes it into the admin app
 * (push-sw.js, imported by the generated offline worker, scope /admin/) and into the customer
 * site (sw.js, its whole worker, scope /account/); see scripts/vite-push-worker.ts. It takes
 * its place from the scope it was registered with.
 *
 * A push carries { title, body, url, tag, actions, data } (the server's PushMessage). Clicks
 * open only addresses on this worker's own origin; a request's accept/decline buttons POST the
 * signed action URL the push carries (no app, no cookie needed) and say how it went.
 */

const SCOPE = new URL(self.registration.scope).pathname;
const SUBSCRIPTIONS = '/api/me/push-subscriptions';
const ICON = `${SCOPE}icon-192.png`;

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

// The customer site's worker is this file alone; the admin's offline worker asks the same.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const message = readPush(event);
  if (!message) return;
  const max = typeof Notification.maxActions === 'number' ? Notification.maxActions : 0;
  const actions = Array.isArray(message.actions) ? message.actions.slice(0, max) : [];
  event.waitUntil(
    self.registration.showNotification(String(message.title ?? ''), {
      body: String(message.body ?? ''),
      tag: message.tag,
      icon: ICON,
      badge: ICON,
      actions,
      data: { ...(message.data ?? {}), url: message.url },
    }),
  );
});

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

/** What the server said went wrong, in the person's language when it said anything. */
async function failureText(response) {
  try {
    const body = await response.json();
    return typeof body?.error?.message === 'string' ? body.error.message : '';
  } catch {
    return '';
  }
}

async function runAction(notification, name) {
  const data = notification.data ?? {};
  const action = data.actions?.[name];
  const url = ownUrl(action?.url);
  if (!url) return;
  let title = data.actionFailed ?? 'Open the app';
  let body = '';
  try {
    const response = await fetch(url, { method: 'POST', credentials: 'omit' });
    if (response.ok) title = action.done ?? notification.title;
    else body = await failureText(response);
  } catch {
    // Offline: the failure notice below says to open the app.
  }
  await self.registration.showNotification(title, {
    body,
    tag: notification.tag,
    icon: ICON,
    data: { url: data.url },
  });
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  notification.close();
  if (event.action) {
    event.waitUntil(runAction(notification, event.action));
    return;
  }
  const url = ownUrl(notification.data?.url) ?? new URL(SCOPE, self.location.origin).href;
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

/**
 * The browser replaced the subscription (keys rotated, expired): subscribe again with the
 * server's key when it did not hand a new one, keep the new one, forget the old.
 */
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
