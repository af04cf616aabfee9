import { describe, expect, it } from 'vitest';
import { isHexColor } from './colors.ts';

describe('colours', () => {
  it('accepts #rrggbb only', () => {
    expect(isHexColor('#862e9c')).toBe(true);
    expect(isHexColor('#ABCDEF')).toBe(true);
    expect(isHexColor('#abc')).toBe(false);
    expect(isHexColor('862e9c')).toBe(false);
    expect(isHexColor('')).toBe(false);
  });
});
