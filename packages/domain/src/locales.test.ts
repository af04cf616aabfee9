import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locales.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['es-ES,pt;q=0.7,fr;q=0.8', 'fr'],
    ['pt-BR', 'pt'],
    ['ja', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
