import type { ServiceResponse, StylistResponse } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import {
  depositAbovePrice,
  initialServiceValues,
  serviceFormBody,
  validateServiceForm,
} from './service-form.ts';

const anna = { id: 'a', name: 'Anna', active: true } as StylistResponse;
const start = () => initialServiceValues(null, null, [anna], 'EUR', 'en');

describe('the service form’s amounts', () => {
  it('saves "159,50" typed in English as 15950 minor units, not 1595000', () => {
    const values = {
      ...start(),
      name: 'Colour',
      price: '159,50',
      paymentMode: 'deposit' as const,
      depositKind: 'fixed' as const,
      depositAmount: '20',
    };
    expect(validateServiceForm(values, ['a'], 'EUR', 'en')).toEqual({});
    const body = serviceFormBody(values, ['a'], 'EUR', 'en');
    expect(body.price).toEqual({ amount: 15950, currency: 'EUR' });
    expect(body.paymentPolicy).toEqual({ mode: 'deposit', depositKind: 'fixed', depositValue: 2000 });
    expect(body).not.toHaveProperty('depositAmount');
    expect(body.stylists).toEqual([{ stylistId: 'a', durationMinutes: null, priceAmount: null }]);
  });

  it('shows why "1.2.3" and other unreadable amounts are refused, next to each field', () => {
    const values = {
      ...start(),
      name: 'Colour',
      price: '1.2.3',
      paymentMode: 'deposit' as const,
      depositKind: 'fixed' as const,
      depositAmount: '-5',
      performers: { a: { checked: true, duration: '' as const, price: '1.500' } },
    };
    expect(validateServiceForm(values, ['a'], 'EUR', 'en')).toEqual({
      price: 'admin:money.invalid',
      depositAmount: 'admin:money.negative',
      'performers.a.price': 'admin:money.tooManyDecimals',
    });
    expect(
      validateServiceForm({ ...values, price: '', paymentMode: 'shop', performers: {} }, [], 'EUR', 'en'),
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

  it('compares a fixed deposit with the price as amounts, not as text, and only warns above it', () => {
    const values = {
      ...start(),
      name: 'Colour',
      price: '1.500',
      paymentMode: 'deposit' as const,
      depositKind: 'fixed' as const,
      depositAmount: '200',
    };
    expect(depositAbovePrice(values, 'EUR', 'de')).toBe(false);
    const above = { ...values, depositAmount: '1.500,01' };
    expect(depositAbovePrice(above, 'EUR', 'de')).toBe(true);
    expect(validateServiceForm(above, ['a'], 'EUR', 'de')).toEqual({});
  });

  it('refuses a percentage outside 1–100 under the percentage field', () => {
    const values = { ...start(), name: 'Colour', price: '10', paymentMode: 'deposit' as const };
    expect(validateServiceForm({ ...values, depositPercent: 0 }, ['a'], 'EUR', 'en')).toEqual({
      depositPercent: 'validation.depositPercent',
    });
    expect(validateServiceForm({ ...values, depositPercent: 101 }, ['a'], 'EUR', 'en')).toEqual({
      depositPercent: 'validation.depositPercent',
    });
    expect(validateServiceForm({ ...values, depositPercent: 30 }, ['a'], 'EUR', 'en')).toEqual({});
  });

  it('refuses a new deposit or prepayment without the salon’s Stripe keys, but keeps one already saved', () => {
    const values = { ...start(), name: 'Colour', price: '10', paymentMode: 'prepay' as const };
    const payments = { keys: false };
    expect(validateServiceForm(values, ['a'], 'EUR', 'en', { payments })).toEqual({
      paymentMode: 'validation.paymentNeedsKeys',
    });
    const saved = { mode: 'prepay' as const, depositKind: null, depositValue: null };
    expect(validateServiceForm(values, ['a'], 'EUR', 'en', { payments, saved })).toEqual({});
    expect(validateServiceForm(values, ['a'], 'EUR', 'en', { payments: { keys: true } })).toEqual({});
    expect(validateServiceForm({ ...values, paymentMode: 'shop' }, ['a'], 'EUR', 'en', { payments })).toEqual(
      {},
    );
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
      paymentPolicy: { mode: 'deposit', depositKind: 'fixed', depositValue: 1000 },
      bookableOnline: true,
      stylists: [{ stylistId: 'a', durationMinutes: 75, priceAmount: 150000 }],
    } as unknown as ServiceResponse;
    const values = initialServiceValues(service, null, [anna], 'EUR', 'de');
    expect(values.price).toBe('1234,50');
    expect(values.performers.a?.price).toBe('1500,00');
    expect(values.depositAmount).toBe('10,00');
    expect(validateServiceForm(values, ['a'], 'EUR', 'de')).toEqual({});
    const body = serviceFormBody(values, ['a'], 'EUR', 'de');
    expect(body.price.amount).toBe(123450);
    expect(body.paymentPolicy).toEqual({ mode: 'deposit', depositKind: 'fixed', depositValue: 1000 });
    expect(body.stylists?.[0]).toEqual({ stylistId: 'a', durationMinutes: 75, priceAmount: 150000 });
  });
});
