import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../lib/new-entry.ts';

/**
 * The Idempotency-Key for a form's write: the same one while the body stays the same (a retry
 * after a lost answer books once), a new one as soon as anything was changed (the server would
 * refuse a known key with another body).
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const json = JSON.stringify(body);
    if (last.current?.body !== json) last.current = { body: json, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
