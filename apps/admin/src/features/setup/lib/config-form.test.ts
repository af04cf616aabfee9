import { describe, expect, it } from 'vitest';
import { type ConfigValues, emptyService, emptyStylist, shopBody, validateConfig } from './config-form.ts';
import { defaultOpeningHours } from './opening-hours.ts';

const service = { ...emptyService(), key: 's1', name: 'Cut', durationMinutes: 45, price: '39.50' };
const stylist = { ...emptyStylist('Anna'), key: 'p1' };

const valid = (): ConfigValues => {
  return {
    name: 'Hair by Anna',
    address: '',
    phone: '+49 (30) 123-4567',
    timeZone: 'Europe/Berlin',
    country: 'DE',
    taxRate: 19,
    locale: 'en',
    currency: 'EUR',
    hours: defaultOpeningHours(),
    services: [service],
    stylists: [stylist],
    removedServiceIds: [],
    removedStylistIds: [],
  };
};

describe('the config step', () => {
  it('accepts a complete salon', () => {
    expect(validateConfig(valid(), 'en')).toEqual({});
  });

  it('takes the salon’s phone as dialled in its country, and saves it in E.164', () => {
    const local = { ...valid(), phone: '030 1234567' };
    expect(validateConfig(local, 'en')).toEqual({});
    expect(shopBody(local).phone).toBe('+49301234567');
    expect(shopBody({ ...local, country: 'FR', phone: '01 23 45 67 89' }).phone).toBe('+33123456789');
  });

  it('names each field that is wrong', () => {
    const values = valid();
    const errors = validateConfig(
      {
        ...values,
        name: ' ',
        phone: '030 12',
        hours: values.hours.map((d) => ({ ...d, open: false })),
        services: [{ ...service, name: '', durationMinutes: 3, price: '' }],
        stylists: [{ ...stylist, name: '' }],
      },
      'en',
    );
    expect(errors).toEqual({
      name: 'validation.salonNameRequired',
      phone: 'validation.phoneInvalid',
      hours: 'validation.noOpenDay',
      'services.s1.name': 'validation.serviceNameRequired',
      'services.s1.durationMinutes': 'validation.durationRange',
      'services.s1.price': 'validation.priceRequired',
      'stylists.p1.name': 'validation.stylistNameRequired',
    });
  });

  it('needs at least one service and one stylist', () => {
    const errors = validateConfig({ ...valid(), services: [], stylists: [] }, 'en');
    expect(errors).toEqual({
      services: 'validation.serviceRequired',
      stylists: 'validation.stylistRequired',
    });
  });
});
