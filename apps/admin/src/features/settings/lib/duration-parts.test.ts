import { describe, expect, it } from 'vitest';
import { toHoursAndMinutes, toMinutes } from './duration-parts.ts';

describe('hours and minutes', () => {
  it('splits minutes and joins them back, empty fields counting as 0', () => {
    expect(toHoursAndMinutes(150)).toEqual({ hours: 2, minutes: 30 });
    expect(toMinutes(2, 30)).toBe(150);
    expect(toMinutes('', 45)).toBe(45);
    expect(toMinutes(3, '')).toBe(180);
  });
});
