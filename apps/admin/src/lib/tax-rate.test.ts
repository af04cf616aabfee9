import { describe, expect, it } from 'vitest';
import { bpsOfPercent, rateAfterCountryChange } from './tax-rate.ts';

describe('the salon’s standard tax rate in a form', () => {
  it('follows the country while it is the country’s own, and keeps a rate the owner typed', () => {
    expect(rateAfterCountryChange(19, 'DE', 'AT')).toBe(20);
    expect(rateAfterCountryChange('', 'DE', 'CH')).toBe(8.1);
    expect(rateAfterCountryChange(19, 'DE', 'US')).toBe(0);
    expect(rateAfterCountryChange(7, 'DE', 'AT')).toBe(7);
  });

  it('sends basis points, none for nothing typed', () => {
    expect(bpsOfPercent(8.1)).toBe(810);
    expect(bpsOfPercent(19)).toBe(1900);
    expect(bpsOfPercent('')).toBeNull();
  });
});
