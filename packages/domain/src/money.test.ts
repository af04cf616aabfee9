import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, type MoneyParseResult, parseMoney } from './money.ts';

const ok = (minor: number): MoneyParseResult => ({ ok: true, minor });
const no = (reason: string) => ({ ok: false, reason });
const en = { locale: 'en', currency: 'EUR' };
const de = { locale: 'de', currency: 'EUR' };
const fr = { locale: 'fr', currency: 'EUR' };
const pt = { locale: 'pt', currency: 'EUR' };

describe('parseMoney', () => {
  it('reads a comma typed in English as the decimal mark when it cannot group thousands', () => {
    expect(parseMoney('159,50', en)).toEqual(ok(15950));
    expect(parseMoney('1,5', en)).toEqual(ok(150));
    expect(parseMoney('1,50', en)).toEqual(ok(150));
    expect(parseMoney('12,', en)).toEqual(ok(1200));
  });

  it('follows the language where a mark could group thousands', () => {
    expect(parseMoney('1,500', en)).toEqual(ok(150000));
    expect(parseMoney('1.500', de)).toEqual(ok(150000));
    // The language's decimal mark with three digits: more than a cent, refused rather than read as 1500.
    expect(parseMoney('1,500', de)).toEqual(no('tooManyDecimals'));
    expect(parseMoney('1.500', en)).toEqual(no('tooManyDecimals'));
    expect(parseMoney('1,500', { locale: 'de', currency: 'JPY' })).toEqual(no('tooManyDecimals'));
    expect(parseMoney('1,50', de)).toEqual(ok(150));
    expect(parseMoney('1.500', pt)).toEqual(ok(150000));
  });

  it('refuses what could be two amounts where the language uses neither reading', () => {
    // French groups with a space: "1.500" is 1.5 or 1500.
    expect(parseMoney('1.500', fr)).toEqual(no('ambiguous'));
    expect(parseMoney('1.50', fr)).toEqual(ok(150));
  });

  it('accepts each language’s own format, with or without the currency', () => {
    expect(parseMoney('1,234.56', en)).toEqual(ok(123456));
    expect(parseMoney('€1,234.56', en)).toEqual(ok(123456));
    expect(parseMoney('1.234,56 €', de)).toEqual(ok(123456));
    expect(parseMoney('1 234,56 €', fr)).toEqual(ok(123456));
    expect(parseMoney('1\u202f234,56\u00a0€', fr)).toEqual(ok(123456));
    expect(parseMoney('1234,56 EUR', pt)).toEqual(ok(123456));
    expect(parseMoney('$1,234,567.89', { locale: 'en', currency: 'USD' })).toEqual(ok(123456789));
    expect(parseMoney('45', en)).toEqual(ok(4500));
    expect(parseMoney('0', en)).toEqual(ok(0));
    expect(parseMoney(' .5 ', en)).toEqual(ok(50));
  });

  it('reads the other language’s complete format, which has one reading', () => {
    expect(parseMoney('1.234,56', en)).toEqual(ok(123456));
    expect(parseMoney('1,234.56', de)).toEqual(ok(123456));
  });

  it('uses the currency’s own minor digits', () => {
    const jpy = { locale: 'en', currency: 'JPY' };
    expect(parseMoney('1,500', jpy)).toEqual(ok(1500));
    expect(parseMoney('¥1,500', jpy)).toEqual(ok(1500));
    expect(parseMoney('1500', jpy)).toEqual(ok(1500));
    expect(parseMoney('1,50', jpy)).toEqual(no('tooManyDecimals'));
    expect(parseMoney('1.5', jpy)).toEqual(no('tooManyDecimals'));
    expect(parseMoney('159.505', en)).toEqual(no('tooManyDecimals'));
    expect(parseMoney('1234,567', en)).toEqual(no('tooManyDecimals'));
  });

  it('refuses mixtures that make no sense, negatives, letters and nothing', () => {
    for (const input of [
      '1.2.3',
      '1,5,0',
      '1,,5',
      '1..5',
      '12,34.56,7',
      '1.23.456',
      'abc',
      '12a',
      '1-2',
      '.',
      ',',
      '+5',
      '1,23,456',
    ]) {
      expect(parseMoney(input, en), input).toEqual(no('invalid'));
    }
    expect(parseMoney('1,2,3', de)).toEqual(no('invalid'));
    expect(parseMoney('-5', en)).toEqual(no('negative'));
    expect(parseMoney('−5,00 €', de)).toEqual(no('negative'));
    expect(parseMoney('   ', en)).toEqual(no('empty'));
  });

  it('refuses what is above the limit or not a safe integer', () => {
    expect(parseMoney('1000001', { ...en, max: 100_000_000 })).toEqual(no('tooLarge'));
    expect(parseMoney('1000000', { ...en, max: 100_000_000 })).toEqual(ok(100_000_000));
    expect(parseMoney('99999999999999999999', en)).toEqual(no('tooLarge'));
  });

  const locales = ['en', 'de', 'fr', 'pt'];
  const currencies = ['EUR', 'USD', 'JPY', 'GBP'];
  const amounts = fc.integer({ min: 0, max: 10_000_000_000 });

  it('reads back every amount Intl writes as money, in every language and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...currencies),
        amounts,
        (locale, currency, minor) => {
          const digits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
            .maximumFractionDigits as number;
          const text = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
            minor / 10 ** digits,
          );
          expect(parseMoney(text, { locale, currency }), text).toEqual(ok(minor));
        },
      ),
    );
  });

  it('reads back plain numbers in the language, grouped or not, and the form’s own value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...currencies),
        amounts,
        fc.boolean(),
        (locale, currency, minor, useGrouping) => {
          const digits = currency === 'JPY' ? 0 : 2;
          const text = new Intl.NumberFormat(locale, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
            useGrouping,
          }).format(minor / 10 ** digits);
          expect(parseMoney(text, { locale, currency }), text).toEqual(ok(minor));
          const field = formatMoneyInput(minor, { locale, currency });
          expect(parseMoney(field, { locale, currency }), field).toEqual(ok(minor));
        },
      ),
    );
  });
});

describe('formatMoneyInput', () => {
  it('writes minor units as a field shows them', () => {
    expect(formatMoneyInput(15950, en)).toBe('159.50');
    expect(formatMoneyInput(15950, de)).toBe('159,50');
    expect(formatMoneyInput(1500, { locale: 'en', currency: 'JPY' })).toBe('1500');
  });
});

describe('moneyFormat', () => {
  it('falls back to English for a tag Intl does not accept, and to two decimals for an unknown currency', () => {
    expect(parseMoney('159,50', { locale: 'not a tag!', currency: 'EUR' })).toEqual({
      ok: true,
      minor: 15950,
    });
    expect(parseMoney('12.34', { locale: 'en', currency: 'nope' })).toEqual({ ok: true, minor: 1234 });
  });
});
