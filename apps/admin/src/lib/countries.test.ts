import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries.ts';

describe('the countries a salon can be in', () => {
  it('names each country in the language and sorts by that name', () => {
    const german = countryOptions('de');
    expect(german.find((c) => c.value === 'DE')?.label).toBe('Deutschland');
    expect(german.find((c) => c.value === 'PT')?.label).toBe('Portugal');
    const labels = german.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
    expect(countryOptions('fr').find((c) => c.value === 'DE')?.label).toBe('Allemagne');
    expect(german.length).toBeGreaterThan(200);
  });
});
