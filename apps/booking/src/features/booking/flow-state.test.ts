import { describe, expect, it } from 'vitest';
import type { PublicShop } from '../../api/types.ts';
import { flowReducer, initialFlow, startFlow } from './flow-state.ts';

const slot = { start: '2026-11-23T10:00:00+01:00', stylistIds: ['s1', 's2'] };

describe('flowReducer', () => {
  it('forgets the time when the services change, but not the other input', () => {
    let state = flowReducer(initialFlow, { type: 'toggleService', id: 'cut' });
    state = flowReducer(state, { type: 'slot', slot });
    state = flowReducer(state, { type: 'customer', patch: { name: 'Ana' } });
    state = flowReducer(state, { type: 'toggleService', id: 'beard' });
    expect(state.serviceIds).toEqual(['cut', 'beard']);
    expect(state.slot).toBeNull();
    expect(state.customer.name).toBe('Ana');
    expect(initialFlow.serviceIds).toEqual([]);
  });

  it('keeps a stylist chosen first through the choice of a time', () => {
    let state = flowReducer(initialFlow, { type: 'stylistFilter', stylist: 's2' });
    state = flowReducer(state, { type: 'slot', slot: { ...slot, stylistIds: ['s2'] } });
    expect(state.provider).toBe('s2');
  });

  it('goes back to the times with services kept when the time was taken', () => {
    let state = flowReducer(initialFlow, { type: 'toggleService', id: 'cut' });
    state = flowReducer(state, { type: 'slot', slot });
    state = flowReducer(state, { type: 'attempt', attempt: { key: 'k', fingerprint: 'f' } });
    state = flowReducer(state, { type: 'go', step: 'Confirmation' });
    const taken = flowReducer(state, { type: 'slotTaken' });
    expect(taken).toMatchObject({ step: 'DateAndTime', serviceIds: ['cut'], slot: null, attempt: null });
    expect(taken.notice).toBe('notices.slotTaken');
    expect(taken.availabilityVersion).toBe(state.availabilityVersion + 1);
  });
});

describe('a "Book again" link', () => {
  const ids = {
    cut: '00000000-0000-4000-8000-00000000c001',
    colour: '00000000-0000-4000-8000-00000000c002',
    gone: '00000000-0000-4000-8000-00000000c0ff',
    ana: '00000000-0000-4000-8000-00000000a001',
    ben: '00000000-0000-4000-8000-00000000a002',
    left: '00000000-0000-4000-8000-00000000a0ff',
  };
  const service = (id: string, stylistIds: string[]) =>
    ({ id, stylistIds }) as unknown as PublicShop['services'][number];
  const shop = {
    services: [service(ids.cut, [ids.ana, ids.ben]), service(ids.colour, [ids.ben])],
    stylists: [{ id: ids.ana }, { id: ids.ben }] as PublicShop['stylists'],
  };

  it('opens at the choice of a time with its services chosen and its stylist asked for', () => {
    const state = startFlow(shop, { services: [ids.colour, ids.cut], stylist: ids.ben });
    expect(state).toMatchObject({
      step: 'DateAndTime',
      serviceIds: [ids.colour, ids.cut],
      stylistFilter: ids.ben,
      provider: ids.ben,
      slot: null,
    });
    expect(startFlow(shop, { services: [ids.cut], stylist: 'any' })).toMatchObject({
      step: 'DateAndTime',
      stylistFilter: 'any',
      provider: 'any',
    });
    // A time chosen then keeps the stylist asked for.
    const timed = flowReducer(state, { type: 'slot', slot: { ...slot, stylistIds: [ids.ben] } });
    expect(timed.provider).toBe(ids.ben);
  });

  it('drops what the salon no longer offers, silently', () => {
    expect(startFlow(shop, { services: [ids.gone, ids.cut], stylist: ids.left })).toMatchObject({
      step: 'DateAndTime',
      serviceIds: [ids.cut],
      stylistFilter: 'any',
    });
    // A stylist who does not do every service chosen is not asked for.
    expect(startFlow(shop, { services: [ids.cut, ids.colour], stylist: ids.ana }).stylistFilter).toBe('any');
    // Nothing known: the usual start.
    expect(startFlow(shop, { services: [ids.gone], stylist: ids.ana })).toBe(initialFlow);
    expect(startFlow(shop, null)).toBe(initialFlow);
    // A service nobody may do online cannot be booked.
    expect(
      startFlow({ ...shop, services: [service(ids.cut, [])] }, { services: [ids.cut], stylist: null }),
    ).toBe(initialFlow);
  });
});
