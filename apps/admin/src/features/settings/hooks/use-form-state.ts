import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { changedFields, hasChanges } from '../lib/form-changes.ts';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * A form over saved values: what is typed, what differs from what is saved (Save is enabled only
 * then), and a message per field. `saved` must keep its identity while the data is the same
 * (memoize it); new saved values, such as a refetch, replace the form only while nothing is
 * being edited, so a background refresh never throws away what someone typed.
 */
export function useFormState<T extends object>(saved: T) {
  const [base, setBase] = useState(saved);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const changes = useMemo(() => changedFields(base, values), [base, values]);
  const dirty = hasChanges(changes);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (dirtyRef.current) return;
    setBase(saved);
    setValues(saved);
  }, [saved]);

  const setField = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
  }, []);

  const reset = useCallback(() => {
    setValues(base);
    setErrors({});
  }, [base]);

  /** After a save: what the server answered is the new starting point. */
  const commit = useCallback((next: T) => {
    setBase(next);
    setValues(next);
    setErrors({});
  }, []);

  return { values, base, changes, dirty, errors, setErrors, setField, reset, commit };
}
