import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { drawableText } from './drawable-text.ts';

const font = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
);
const drawable = drawableText([font]);

describe('text a receipt can draw', () => {
  it('leaves out emoji and closes up the words around them', () => {
    expect(drawable('Shampoo 🌸 Süß')).toBe('Shampoo Süß');
    expect(drawable('🌸 Shampoo 🌸')).toBe('Shampoo');
    expect(drawable('Sham🌸poo')).toBe('Shampoo');
    expect(drawable('Gel 👩🏽‍🦰💅🏻 Nails')).toBe('Gel Nails');
  });

  it('keeps accented letters, other scripts, spacing and line breaks', () => {
    expect(drawable('Ηλίας Zoë Łukasz Ğül Дмитрий Ação')).toBe('Ηλίας Zoë Łukasz Ğül Дмитрий Ação');
    expect(drawable('Su\u0308ß')).toBe('Süß');
    expect(drawable('Cut  and\tdry\nnext 🌸\nline')).toBe('Cut  and\tdry\nnext\nline');
  });

  it('keeps a symbol the font has without the emoji selector it lacks', () => {
    expect(drawable('Price ©\uFE0F 2026')).toBe('Price © 2026');
  });
});
