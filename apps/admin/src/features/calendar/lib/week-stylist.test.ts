import { describe, expect, it } from 'vitest';
import { weekStylistKey, weekStylistOf } from './week-stylist.ts';

const shown = [{ id: 'ana' }, { id: 'ben' }, { id: 'cleo' }];

describe('the week view stylist', () => {
  it('is the remembered one while they are shown', () => {
    expect(weekStylistOf(shown, 'ben')).toBe('ben');
  });

  it('falls back to the first shown stylist, and to none without any', () => {
    expect(weekStylistOf(shown, null)).toBe('ana');
    expect(weekStylistOf(shown, 'gone')).toBe('ana');
    expect(weekStylistOf([], 'ben')).toBeNull();
  });

  it('is remembered per shop', () => {
    expect(weekStylistKey('shop-1')).not.toBe(weekStylistKey('shop-2'));
  });
});
