import { describe, expect, it } from 'vitest';
import { isHexColor, readableTextOn } from './colors.ts';

describe('colours', () => {
  it('accepts #rrggbb only', () => {
    expect(isHexColor('#862e9c')).toBe(true);
    expect(isHexColor('#ABCDEF')).toBe(true);
    expect(isHexColor('#abc')).toBe(false);
    expect(isHexColor('862e9c')).toBe(false);
    expect(isHexColor('')).toBe(false);
  });

  it('writes white on dark colours and black on light ones', () => {
    expect(readableTextOn('#862e9c')).toBe('#ffffff');
    expect(readableTextOn('#212529')).toBe('#ffffff');
    expect(readableTextOn('#ffd43b')).toBe('#000000');
    expect(readableTextOn('#ffffff')).toBe('#000000');
  });
});
