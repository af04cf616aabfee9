import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoney } from './money.ts';
import { currencyDigits, formatMoney, moneyDecimal } from './money-format.ts';

// Intl separates amount and symbol with no-break or narrow spaces; plain ones read better here.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyDigits', () => {
  it('gives each currency its own minor digits', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
    expect(currencyDigits('not a code')).toBe(2);
  });
});

describe('formatMoney', () => {
  it('writes EUR with two decimals in the language', () => {
    expect(formatMoney(4550, 'EUR', 'en')).toBe('€45.50');
    expect(plain(formatMoney(4550, 'EUR', 'de'))).toBe('45,50 €');
    expect(plain(formatMoney(123456, 'EUR', 'fr'))).toBe('1 234,56 €');
    expect(plain(formatMoney(-150, 'EUR', 'de'))).toBe('-1,50 €');
  });

  it('writes JPY without decimals: 4500 yen are 4500, not 45', () => {
    expect(formatMoney(4500, 'JPY', 'en')).toBe('¥4,500');
    expect(plain(formatMoney(4500, 'JPY', 'de'))).toBe('4.500 ¥');
  });

  it('writes BHD with three decimals', () => {
    expect(plain(formatMoney(12345, 'BHD', 'en'))).toBe('BHD 12.345');
    expect(plain(formatMoney(12345, 'BHD', 'de'))).toBe('12,345 BHD');
  });

  it('writes a short amount for a chart', () => {
    expect(formatMoney(123456, 'EUR', 'en', { compact: true })).toBe('€1.2K');
    expect(formatMoney(1234500, 'JPY', 'en', { compact: true })).toBe('¥1.2M');
  });

  it('still shows an amount for a code Intl refuses', () => {
    expect(formatMoney(4550, 'EURO', 'en')).toBe('45.50 EURO');
  });
});

describe('moneyDecimal', () => {
  it('writes the currency’s own digits with the mark asked for', () => {
    expect(moneyDecimal(4550, 'EUR')).toBe('45.50');
    expect(moneyDecimal(4550, 'EUR', ',')).toBe('45,50');
    expect(moneyDecimal(5, 'EUR')).toBe('0.05');
    expect(moneyDecimal(0, 'EUR')).toBe('0.00');
    expect(moneyDecimal(-150, 'EUR')).toBe('-1.50');
    expect(moneyDecimal(4500, 'JPY')).toBe('4500');
    expect(moneyDecimal(-4500, 'JPY', ',')).toBe('-4500');
    expect(moneyDecimal(12345, 'BHD')).toBe('12.345');
    expect(moneyDecimal(7, 'BHD', ',')).toBe('0,007');
  });

  it('is exact for every amount, and reads back to the same minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('EUR', 'JPY', 'BHD'),
        (minor, currency) => {
          const written = moneyDecimal(minor, currency);
          const digits = currencyDigits(currency);
          expect(written).toMatch(digits === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${digits}}$`));
          expect(BigInt(written.replace('.', ''))).toBe(BigInt(minor));
          if (minor <= 100_000_000_000) {
            expect(parseMoney(written, { locale: 'en', currency })).toEqual({ ok: true, minor });
          }
        },
      ),
    );
  });
});
