import { toast } from 'react-toastify/unstyled';
import { i18n } from '../lib/i18n.ts';

/** Registered from the site root, as the spec has it; it only controls the admin app. */
const SCRIPT = '/sw.js';
const SCOPE = '/admin/';
const RELOADED_KEY = 'offlineWorkerRemoved';

async function workerScriptIsThere(): Promise<boolean> {
  try {
    const res = await fetch(SCRIPT, { cache: 'no-store' });
    // Only a script that is gone (404, 410) or not a script: a 5xx during a restart is not a removal.
    if (res.status === 404 || res.status === 410) return false;
    return !res.ok || (res.headers.get('content-type') ?? '').includes('javascript');
  } catch {
    // Offline: the worker is what serves the app now; keep it.
    return true;
  }
}

/**
 * Registers the offline worker. A new version takes over at once: the app says so and reloads
 * once. When the script is gone (404) or is not a script, a worker left from before is removed
 * and the page reloads once, so nobody stays on a stale copy of the app.
 */
export async function registerOfflineWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (!(await workerScriptIsThere())) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (registrations.length > 0 && !sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
    }
    return;
  }
  sessionStorage.removeItem(RELOADED_KEY);
  // The first install takes control of a page that is already current; only a later version
  // taking over means this page runs old code.
  const updating = navigator.serviceWorker.controller !== null;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    toast.info(i18n.t('pwa.updated'), { toastId: 'pwa-updated' });
    window.setTimeout(() => window.location.reload(), 1500);
  });
  await navigator.serviceWorker.register(SCRIPT, { scope: SCOPE });
}
