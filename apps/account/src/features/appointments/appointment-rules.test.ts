import { describe, expect, it } from 'vitest';
import { isActive, isChangeable } from './appointment-rules.ts';

const until = '2026-03-10T10:00:00Z';
const at = (iso: string) => Date.parse(iso);

describe('isChangeable', () => {
  it('allows moving or cancelling a pending or confirmed visit until the salon’s deadline', () => {
    expect(isChangeable({ status: 'confirmed', changeableUntil: until }, at('2026-03-10T09:59:59Z'))).toBe(
      true,
    );
    expect(isChangeable({ status: 'pending', changeableUntil: until }, at('2026-03-10T10:00:00Z'))).toBe(
      true,
    );
    expect(isChangeable({ status: 'confirmed', changeableUntil: until }, at('2026-03-10T10:00:01Z'))).toBe(
      false,
    );
  });

  it('never for a visit that is over, cancelled or has no window', () => {
    for (const status of ['completed', 'cancelled', 'declined', 'no_show'] as const)
      expect(isChangeable({ status, changeableUntil: until }, at('2026-03-01T00:00:00Z'))).toBe(false);
    expect(isChangeable({ status: 'confirmed', changeableUntil: null }, at('2026-03-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('calls only pending and confirmed visits active', () => {
    expect(isActive({ status: 'pending' })).toBe(true);
    expect(isActive({ status: 'completed' })).toBe(false);
  });
});
