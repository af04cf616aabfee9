import type { ServiceResponse } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { freeTimesFrom, offers, visitTotals } from './new-entry.ts';

const service = (id: string, minutes: number, amount: number, stylists: ServiceResponse['stylists']) =>
  ({
    id,
    name: id,
    durationMinutes: minutes,
    price: { amount, currency: 'EUR' },
    stylists,
  }) as ServiceResponse;

describe('visit totals', () => {
  const cut = service('cut', 30, 3200, [
    { stylistId: 'lena', durationMinutes: 45, priceAmount: 4000 },
    { stylistId: 'marco', durationMinutes: null, priceAmount: null },
  ]);
  const beard = service('beard', 20, 1800, [
    { stylistId: 'marco', durationMinutes: null, priceAmount: null },
  ]);

  it('adds the stylist’s own length and price where they have one', () => {
    expect(visitTotals([cut], 'lena')).toEqual({ minutes: 45, amount: 4000, currency: 'EUR' });
    expect(visitTotals([cut, beard], 'marco')).toEqual({ minutes: 50, amount: 5000, currency: 'EUR' });
  });

  it('takes the service’s own for anyone', () => {
    expect(visitTotals([cut, beard], null)).toEqual({ minutes: 50, amount: 5000, currency: 'EUR' });
  });

  it('knows who offers what', () => {
    expect(offers(beard, 'lena')).toBe(false);
    expect(offers(beard, 'marco')).toBe(true);
    expect(offers(beard, null)).toBe(true);
  });
});

describe('free times of a SLOT_UNAVAILABLE answer', () => {
  const at = (time: string) => `2026-11-21T${time}:00.000+01:00`;
  const details = {
    timeZone: 'Europe/Berlin',
    days: [
      {
        date: '2026-11-21',
        slots: [
          { start: at('09:00'), stylistIds: ['lena'] },
          { start: at('10:00'), stylistIds: ['lena', 'marco'] },
          { start: at('11:00'), stylistIds: ['marco'] },
          { start: at('12:00'), stylistIds: [], sequence: [{ stylistId: 'lena' }, { stylistId: 'marco' }] },
        ],
      },
    ],
  };

  it('keeps the stylist’s times, nearest to the asked one first, in order of time', () => {
    expect(freeTimesFrom(details, 'lena', Date.parse(at('12:30')), 2)).toEqual([at('10:00'), at('12:00')]);
    expect(freeTimesFrom(details, 'marco', Date.parse(at('09:00')))).toEqual([
      at('10:00'),
      at('11:00'),
      at('12:00'),
    ]);
  });

  it('offers every time for anyone, and nothing for an answer without days', () => {
    expect(freeTimesFrom(details, null, 0)).toHaveLength(4);
    expect(freeTimesFrom(undefined, null, 0)).toEqual([]);
    expect(freeTimesFrom({ days: 'nope' }, null, 0)).toEqual([]);
  });
});
