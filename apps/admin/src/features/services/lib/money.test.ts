import { describe, expect, it } from 'vitest';
import { currencyDigits, toMajor, toMinor } from './money.ts';

describe('money', () => {
  it('uses the currency’s own decimals', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(toMinor(45.5, 'EUR')).toBe(4550);
    expect(toMinor(19.99, 'EUR')).toBe(1999);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMajor(4550, 'EUR')).toBe(45.5);
  });
});
