import { useSyncExternalStore } from 'react';
import type { AccountKey } from './i18n.ts';

/** One message that outlives the page it was made on (signed out, account deleted). */
let current: AccountKey | null = null;
const listeners = new Set<() => void>();

export function setFlash(key: AccountKey | null) {
  current = key;
  for (const listener of listeners) listener();
}

export const useFlash = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
