import { describe, expect, it } from 'vitest';
import { checkLogo, LOGO_MAX_BYTES } from './logo.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png');

describe('checkLogo', () => {
  it('reads PNG, JPEG and WebP from their first bytes', () => {
    expect(checkLogo(png)).toEqual({ ok: true, type: 'image/png' });
    expect(checkLogo(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkLogo(bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '))).toEqual({ ok: true, type: 'image/webp' });
  });

  it('refuses SVG, a page named like an image, nothing, and more than 512 KB', () => {
    expect(checkLogo(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'))).toEqual({
      ok: false,
      problem: 'svg',
    });
    expect(checkLogo(bytes('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg>'))).toMatchObject({
      problem: 'svg',
    });
    expect(checkLogo(bytes('<html><script>alert(1)</script></html>'))).toEqual({
      ok: false,
      problem: 'notAnImage',
    });
    // RIFF of another kind (a WAV sound) is not a WebP.
    expect(checkLogo(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toMatchObject({ problem: 'notAnImage' });
    expect(checkLogo(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(png);
    expect(checkLogo(big)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkLogo(big.subarray(0, LOGO_MAX_BYTES))).toMatchObject({ ok: true });
  });
});
