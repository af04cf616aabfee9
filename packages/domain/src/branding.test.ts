import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandColorOr,
  contrastRatio,
  DARK_TEXT,
  DEFAULT_BRAND_COLOR,
  isBrandColor,
  LIGHT_TEXT,
  readableTextOn,
  relativeLuminance,
} from './branding.ts';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('brand colours', () => {
  it('measures luminance and contrast as WCAG does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
  });

  it('puts white on dark colours and black on light ones', () => {
    expect(readableTextOn(DEFAULT_BRAND_COLOR)).toBe(LIGHT_TEXT);
    expect(readableTextOn('#212529')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#ffd43b')).toBe(DARK_TEXT);
    expect(readableTextOn('#ffffff')).toBe(DARK_TEXT);
    // The mails' former blue carried white at 4.1:1; black reads better on it.
    expect(contrastRatio('#4c6ef5', LIGHT_TEXT)).toBeLessThan(4.5);
    expect(readableTextOn('#4c6ef5')).toBe(DARK_TEXT);
  });

  it('reaches 4.5:1 on every colour', () => {
    fc.assert(
      fc.property(hex, (color) => {
        expect(contrastRatio(color, readableTextOn(color))).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
  });

  it('the default colour carries its text at 4.5:1', () => {
    expect(contrastRatio(DEFAULT_BRAND_COLOR, readableTextOn(DEFAULT_BRAND_COLOR))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('takes only plain hex colours', () => {
    expect(isBrandColor('#abc')).toBe(true);
    expect(isBrandColor('#AA3366')).toBe(true);
    expect(isBrandColor('red; background: url(x)')).toBe(false);
    expect(isBrandColor(null)).toBe(false);
    expect(brandColorOr('#AA3366')).toBe('#aa3366');
    expect(brandColorOr('pink')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColorOr(undefined)).toBe(DEFAULT_BRAND_COLOR);
  });
});
