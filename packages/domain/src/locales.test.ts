import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from './calendar-date.ts';
import { formatLocale, localeFromAcceptLanguage, pluralLocale } from './locales.ts';
import { formatMoney } from './money-format.ts';

// Intl's spaces inside numbers and times (U+00A0, U+202F) vary with the ICU version.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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

describe('formatLocale', () => {
  it.each([
    ['pt', 'PT', 'pt-PT'],
    ['en', 'US', 'en-US'],
    ['en', 'GB', 'en-GB'],
    ['de', 'DE', 'de-DE'],
    ['fr', 'FR', 'fr-FR'],
    ['de', 'AT', 'de-AT'],
    ['pt', undefined, 'pt-PT'],
    ['en', null, 'en'],
  ])('%s in a salon of %s → %s', (language, country, locale) => {
    expect(formatLocale(language, country)).toBe(locale);
  });

  it('writes money as the salon’s country does', () => {
    const money = (language: string, country: string) =>
      formatMoney(72100, 'EUR', formatLocale(language, country));
    expect(plain(money('pt', 'PT'))).toBe('721,00 €');
    expect(plain(money('de', 'DE'))).toBe('721,00 €');
    expect(plain(money('fr', 'FR'))).toBe('721,00 €');
    expect(plain(money('en', 'US'))).toBe('€721.00');
    // Portuguese in a salon abroad is still Portugal's Portuguese, never Brazil's "€ 721,00".
    expect(plain(money('pt', 'DE'))).toBe('721,00 €');
  });

  it('starts weeks on the salon country’s first day, whatever the language', () => {
    const first = (language: string, country: string) => firstDayOfWeek(formatLocale(language, country));
    expect(first('pt', 'PT')).toBe(1);
    expect(first('de', 'DE')).toBe(1);
    expect(first('fr', 'FR')).toBe(1);
    expect(first('en', 'US')).toBe(0);
    expect(first('en', 'DE')).toBe(1);
    expect(first('en', 'PT')).toBe(1);
    expect(first('fr', 'US')).toBe(0);
  });

  it('keeps the language’s own times for a salon where another language is written', () => {
    const time = (language: string, country: string) =>
      new Intl.DateTimeFormat(formatLocale(language, country), {
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(Date.UTC(2026, 0, 1, 9, 0));
    expect(plain(time('en', 'DE'))).toBe('9:00 AM');
  });
});

describe('pluralLocale', () => {
  it('counts Portuguese as Portugal does: zero takes the plural', () => {
    expect(new Intl.PluralRules(pluralLocale('pt')).select(0)).toBe('other');
    expect(new Intl.PluralRules(pluralLocale('pt')).select(1)).toBe('one');
    expect(pluralLocale('de')).toBe('de');
  });
});
