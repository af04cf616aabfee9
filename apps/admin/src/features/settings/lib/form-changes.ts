/** The fields whose value differs from the saved one, so that a PATCH sends only what changed. */
export function changedFields<T extends object>(saved: T, current: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (!Object.is(saved[key], current[key])) changes[key] = current[key];
  }
  return changes;
}

export const hasChanges = (changes: object) => Object.keys(changes).length > 0;
