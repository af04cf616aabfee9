import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInZone } from './instants.ts';

describe('isoInZone', () => {
  it('writes the zone’s own offset, also across DST and in half-hour zones', () => {
    expect(isoInZone(Date.UTC(2026, 10, 21, 9), 'Europe/Berlin')).toBe('2026-11-21T10:00:00.000+01:00');
    expect(isoInZone(Date.UTC(2026, 6, 21, 9), 'Europe/Berlin')).toBe('2026-07-21T11:00:00.000+02:00');
    expect(isoInZone(Date.UTC(2026, 10, 21, 9), 'Asia/Kolkata')).toBe('2026-11-21T14:30:00.000+05:30');
    expect(isoInZone(Date.UTC(2026, 10, 21, 9), 'America/New_York')).toBe('2026-11-21T04:00:00.000-05:00');
  });

  it('names the same instant as the library does, in every zone we test', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const text = isoInZone(ms, zone);
          expect(Date.parse(text)).toBe(ms);
          expect(text).toBe(new TZDate(ms, zone).toISOString());
        },
      ),
      { numRuns: 2000 },
    );
  });
});
