import { useForm } from '@mantine/form';
import { useCallback, useEffect, useRef } from 'react';
import type { FormMessages } from '../../../lib/form-errors.ts';
import { changedFields, hasChanges } from '../lib/form-changes.ts';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * A settings form over saved values, held by @mantine/form: what is typed, what differs from what
 * is saved (Save is enabled only then), and a message per field. `saved` must keep its identity
 * while the data is the same (memoize it); new saved values, such as a refetch, replace the form
 * only while nothing is being edited, so a background refresh never throws away what someone typed.
 */
export function useFormState<T extends object>(saved: T, validate?: (values: T) => FormMessages) {
  const form = useForm<T>({ initialValues: saved, ...(validate ? { validate } : {}) });
  const base = form.getInitialValues();
  const changes = changedFields(base, form.values);
  const dirty = hasChanges(changes);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's methods keep their identity.
  useEffect(() => {
    if (dirtyRef.current) return;
    form.setInitialValues(saved);
    form.setValues(saved);
  }, [saved]);

  /** After a save: what the server answered is the new starting point. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's methods keep their identity.
  const commit = useCallback((next: T) => {
    form.setInitialValues(next);
    form.setValues(next);
    form.clearErrors();
  }, []);

  return {
    form,
    values: form.values,
    base,
    changes,
    dirty,
    errors: form.errors as FieldErrors<T>,
    setErrors: form.setErrors as (errors: FieldErrors<T>) => void,
    setField: <K extends keyof T & string>(key: K, value: T[K]) => form.setFieldValue(key, value as never),
    reset: form.reset,
    commit,
  };
}
