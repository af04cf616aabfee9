import { describe, expect, it } from 'vitest';
import { currencySymbol, moneyInput, readMoney } from './money.ts';

describe('money in forms', () => {
  it('reads what was typed with the language’s rules, or names the message to show', () => {
    expect(readMoney('159,50', 'EUR', 'en')).toEqual({ minor: 15950, error: null });
    expect(readMoney('1.500', 'EUR', 'de')).toEqual({ minor: 150000, error: null });
    expect(readMoney('1.2.3', 'EUR', 'en')).toEqual({ minor: null, error: 'admin:money.invalid' });
    expect(readMoney('1.500', 'EUR', 'fr')).toEqual({ minor: null, error: 'admin:money.ambiguous' });
    expect(readMoney('1000000.01', 'EUR', 'en')).toEqual({ minor: null, error: 'admin:money.tooLarge' });
  });

  it('shows an amount for editing so that it reads back the same', () => {
    expect(moneyInput(4550, 'EUR', 'de')).toBe('45,50');
    expect(moneyInput(1500, 'JPY', 'en')).toBe('1500');
    expect(readMoney(moneyInput(4550, 'EUR', 'fr'), 'EUR', 'fr').minor).toBe(4550);
  });

  it('writes the currency’s sign as the language does', () => {
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(currencySymbol('XYZ-not-a-currency', 'en')).toBe('XYZ-not-a-currency');
  });
});
