import type { ServiceResponse, StylistResponse } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { initialServiceValues, serviceFormBody, validateServiceForm } from './service-form.ts';

const anna = { id: 'a', name: 'Anna', active: true } as StylistResponse;
const start = () => initialServiceValues(null, null, [anna], 'EUR', 'en');

describe('the service form’s amounts', () => {
  it('saves "159,50" typed in English as 15950 minor units, not 1595000', () => {
    const values = { ...start(), name: 'Colour', price: '159,50', deposit: '20' };
    expect(validateServiceForm(values, ['a'], 'EUR', 'en')).toEqual({});
    const body = serviceFormBody(values, ['a'], 'EUR', 'en');
    expect(body.price).toEqual({ amount: 15950, currency: 'EUR' });
    expect(body.depositAmount).toBe(2000);
    expect(body.stylists).toEqual([{ stylistId: 'a', durationMinutes: null, priceAmount: null }]);
  });

  it('shows why "1.2.3" and other unreadable amounts are refused, next to each field', () => {
    const values = {
      ...start(),
      name: 'Colour',
      price: '1.2.3',
      deposit: '-5',
      performers: { a: { checked: true, duration: '' as const, price: '1.500' } },
    };
    expect(validateServiceForm(values, ['a'], 'EUR', 'en')).toEqual({
      price: 'admin:money.invalid',
      deposit: 'admin:money.negative',
      'performers.a.price': 'admin:money.tooManyDecimals',
    });
    expect(
      validateServiceForm({ ...values, price: '', deposit: '', performers: {} }, [], 'EUR', 'en'),
    ).toEqual({
      price: 'validation.priceRequired',
    });
  });

  it("checks the rest with the domain's schema, under the form's fields", () => {
    const values = {
      ...start(),
      name: ' ',
      price: '10',
      duration: 4 as const,
      bufferAfter: 300 as const,
      performers: { a: { checked: true, duration: 800 as const, price: '' } },
    };
    expect(validateServiceForm(values, ['a'], 'EUR', 'en')).toEqual({
      name: 'validation.nameRequired',
      duration: 'validation.duration',
      bufferAfter: 'validation.buffer',
      'performers.a.duration': 'validation.duration',
    });
  });

  it('compares the deposit with the price as amounts, not as text', () => {
    const values = { ...start(), name: 'Colour', price: '1.500', deposit: '200' };
    expect(validateServiceForm(values, ['a'], 'EUR', 'de')).toEqual({});
    expect(validateServiceForm({ ...values, deposit: '1.500,01' }, ['a'], 'EUR', 'de')).toEqual({
      deposit: 'validation.depositAbovePrice',
    });
  });

  it('shows saved amounts in the owner’s language, and saves them unchanged', () => {
    const service = {
      id: 's',
      name: 'Colour',
      description: null,
      categoryId: null,
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      price: { amount: 123450, currency: 'EUR' },
      depositAmount: 1000,
      bookableOnline: true,
      stylists: [{ stylistId: 'a', durationMinutes: 75, priceAmount: 150000 }],
    } as unknown as ServiceResponse;
    const values = initialServiceValues(service, null, [anna], 'EUR', 'de');
    expect(values.price).toBe('1234,50');
    expect(values.performers.a?.price).toBe('1500,00');
    expect(validateServiceForm(values, ['a'], 'EUR', 'de')).toEqual({});
    const body = serviceFormBody(values, ['a'], 'EUR', 'de');
    expect(body.price.amount).toBe(123450);
    expect(body.depositAmount).toBe(1000);
    expect(body.stylists?.[0]).toEqual({ stylistId: 'a', durationMinutes: 75, priceAmount: 150000 });
  });
});
