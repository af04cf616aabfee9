import { useRef } from 'react';

/**
 * The value, or while it is null the last one it had: a drawer or modal keeps showing what it
 * showed while it slides out, instead of going blank when its subject is cleared.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
