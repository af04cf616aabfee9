import { describe, expect, it } from 'vitest';
import { isPhoneCountry } from './phone.ts';
import { countriesWithStandardTax, standardTax } from './tax-rates.ts';

describe('standardTax', () => {
  it('gives the standard VAT of the salons’ countries, included in prices', () => {
    const rates = Object.fromEntries(
      ['DE', 'AT', 'FR', 'PT', 'ES', 'IT', 'NL', 'BE', 'CH', 'GB', 'IE'].map((c) => [c, standardTax(c)]),
    );
    expect(rates).toEqual({
      DE: { kind: 'included', rateBps: 1900 },
      AT: { kind: 'included', rateBps: 2000 },
      FR: { kind: 'included', rateBps: 2000 },
      PT: { kind: 'included', rateBps: 2300 },
      ES: { kind: 'included', rateBps: 2100 },
      IT: { kind: 'included', rateBps: 2200 },
      NL: { kind: 'included', rateBps: 2100 },
      BE: { kind: 'included', rateBps: 2100 },
      CH: { kind: 'included', rateBps: 810 },
      GB: { kind: 'included', rateBps: 2000 },
      IE: { kind: 'included', rateBps: 2300 },
    });
  });

  it('includes nothing where sales tax is added on top of prices, and knows no rate it was not given', () => {
    expect(standardTax('US')).toEqual({ kind: 'addedOnTop', rateBps: 0 });
    expect(standardTax('CA')).toEqual({ kind: 'addedOnTop', rateBps: 0 });
    expect(standardTax('BR')).toEqual({ kind: 'unknown', rateBps: 0 });
    expect(standardTax(null)).toEqual({ kind: 'unknown', rateBps: 0 });
    expect(standardTax('de')).toEqual({ kind: 'included', rateBps: 1900 });
  });

  it('speaks only of countries a salon can be in, at rates a shop may store', () => {
    for (const country of countriesWithStandardTax()) {
      expect(isPhoneCountry(country), country).toBe(true);
      const { rateBps } = standardTax(country);
      expect(rateBps).toBeGreaterThanOrEqual(0);
      expect(rateBps).toBeLessThanOrEqual(10_000);
    }
  });
});
