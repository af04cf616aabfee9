/** The offline worker's cache of the salon's data (see vite.config.ts, runtimeCaching). */
export const API_CACHE = 'salon-api';

/** What the worker kept of the salon's data must not outlive the session on a shared device. */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
}
