import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges } from './form-changes.ts';

describe('changedFields', () => {
  it('keeps only the fields that differ, including a cleared one', () => {
    const saved = { name: 'Salon', phone: '+4930123456', live: true, days: 60 };
    const current = { name: 'Salon', phone: '', live: false, days: 60 };
    expect(changedFields(saved, current)).toEqual({ phone: '', live: false });
  });

  it('finds nothing when the form is back to what is saved', () => {
    const saved = { a: 1, b: 'x' };
    expect(hasChanges(changedFields(saved, { ...saved }))).toBe(false);
    expect(hasChanges(changedFields(saved, { a: 2, b: 'x' }))).toBe(true);
  });
});
