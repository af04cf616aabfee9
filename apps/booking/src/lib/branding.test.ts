import { DEFAULT_BRAND_COLOR } from '@salon/domain/branding';
import { describe, expect, it } from 'vitest';
import { accentOf } from './branding.ts';

describe('accentOf', () => {
  it('uses the shop colour with readable text on it', () => {
    expect(accentOf('#0b3d91')).toEqual({ accent: '#0b3d91', onAccent: '#ffffff', accentInk: '#0b3d91' });
    // A light colour gets dark text, and is not used as text on white.
    expect(accentOf('#ffd43b')).toEqual({ accent: '#ffd43b', onAccent: '#000000', accentInk: '#1f1f1f' });
    expect(accentOf('#abc').accent).toBe('#abc');
  });

  it('falls back to the default for no colour or anything that is not a plain hex colour', () => {
    expect(accentOf(null).accent).toBe(DEFAULT_BRAND_COLOR);
    expect(accentOf(undefined).accent).toBe(DEFAULT_BRAND_COLOR);
    expect(accentOf('red; background: url(x)').accent).toBe(DEFAULT_BRAND_COLOR);
  });
});
