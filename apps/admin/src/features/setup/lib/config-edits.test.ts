import { describe, expect, it } from 'vitest';
import { withEdited, withRemovalDone, withSavedId } from './config-edits.ts';
import type { ConfigValues } from './config-form.ts';

const cut = { key: 'k1', id: null, name: 'Cut', durationMinutes: 30 as const, price: '25' };
const anna = { key: 'k2', id: 'st1', name: 'Anna' };
const values = {
  name: 'Salon',
  address: '',
  phone: '',
  timeZone: 'Europe/Berlin',
  country: 'DE',
  taxRate: 19,
  locale: 'en',
  currency: 'EUR',
  hours: [],
  services: [cut],
  stylists: [anna],
  removedServiceIds: ['sv9'],
  removedStylistIds: ['st9'],
} satisfies ConfigValues;

describe('edits of the wizard’s services and stylists', () => {
  it('gives a saved draft the server’s id and leaves the others', () => {
    expect(withSavedId(values, 'service', 'k1', 'sv1').services).toEqual([{ ...cut, id: 'sv1' }]);
    expect(withSavedId(values, 'stylist', 'other', 'x').stylists).toEqual([anna]);
  });

  it('forgets a removal once the server has done it', () => {
    expect(withRemovalDone(values, 'service', 'sv9')).toMatchObject({
      removedServiceIds: [],
      removedStylistIds: ['st9'],
    });
    expect(withRemovalDone(values, 'stylist', 'st9')).toMatchObject({
      removedServiceIds: ['sv9'],
      removedStylistIds: [],
    });
  });

  it('keeps the edited list, and a saved one taken out for removal with the next save', () => {
    expect(withEdited(values, 'stylist', [], 'st1')).toMatchObject({
      stylists: [],
      removedStylistIds: ['st9', 'st1'],
    });
    expect(withEdited(values, 'service', [{ ...cut, name: 'Cuts' }])).toMatchObject({
      services: [{ ...cut, name: 'Cuts' }],
      removedServiceIds: ['sv9'],
    });
  });
});
