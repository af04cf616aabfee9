import { describe, expect, it } from 'vitest';
import { currencyDigits, currencySymbol, decimalSeparator, toMajorUnits, toMinorUnits } from './money.ts';

describe('money', () => {
  it('uses the currency’s own decimals', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(toMinorUnits(45.5, 'EUR')).toBe(4550);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMajorUnits(4550, 'EUR')).toBe(45.5);
    expect(toMajorUnits(1500, 'JPY')).toBe(1500);
  });

  it('rounds away floating-point dust', () => {
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
  });

  it('writes the sign and the decimal point as the language does', () => {
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(currencySymbol('XYZ-not-a-currency', 'en')).toBe('XYZ-not-a-currency');
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
  });
});
