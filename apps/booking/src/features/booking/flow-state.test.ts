import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow } from './flow-state.ts';

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
