import { describe, expect, it } from 'vitest';
import { formatDuration, formatTimeOfDay, formatTimeRange, formatWallTime } from './time-format.ts';

// Intl's spaces inside numbers and times (U+00A0, U+202F) vary with the ICU version.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const nineFive = Date.UTC(2026, 2, 2, 9, 5);

describe('times of day', () => {
  it('writes English times without a leading zero and the others with two digits', () => {
    expect(plain(formatTimeOfDay(nineFive, 'en', 'UTC'))).toBe('9:05 AM');
    expect(plain(formatTimeOfDay(nineFive, 'en-US', 'UTC'))).toBe('9:05 AM');
    expect(plain(formatTimeOfDay(nineFive, 'de-DE', 'UTC'))).toBe('09:05');
    expect(plain(formatTimeOfDay(nineFive, 'fr-FR', 'UTC'))).toBe('09:05');
    expect(plain(formatTimeOfDay(nineFive, 'pt-PT', 'UTC'))).toBe('09:05');
    expect(plain(formatTimeOfDay(new Date(nineFive).toISOString(), 'pt-PT', 'Europe/Lisbon'))).toBe('09:05');
    expect(plain(formatTimeOfDay(nineFive, 'de', 'Europe/Berlin'))).toBe('10:05');
  });

  it('writes a shop’s wall-clock times and ranges the same way', () => {
    expect(plain(formatWallTime('09:30', 'en'))).toBe('9:30 AM');
    expect(plain(formatWallTime('09:30', 'de'))).toBe('09:30');
    expect(plain(formatWallTime('24:00', 'fr'))).toBe('00:00');
    expect(plain(formatTimeRange(nineFive, nineFive + 45 * 60_000, 'pt-PT', 'UTC'))).toBe('09:05 – 09:50');
  });
});

describe('durations', () => {
  it('puts a space between the number and its unit in every language', () => {
    expect(plain(formatDuration(30, 'en'))).toBe('30 min');
    expect(plain(formatDuration(30, 'en-GB'))).toBe('30 min');
    expect(plain(formatDuration(30, 'de'))).toBe('30 Min.');
    expect(plain(formatDuration(30, 'fr-FR'))).toBe('30 min');
    expect(plain(formatDuration(30, 'pt-PT'))).toBe('30 min');
    expect(plain(formatDuration(90, 'fr'))).toBe('1 h 30 min');
    expect(plain(formatDuration(120, 'de-u-fw-mon'))).toBe('2 Std.');
  });
});
