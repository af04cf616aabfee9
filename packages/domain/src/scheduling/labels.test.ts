import { describe, expect, it } from 'vitest';
import {
  customLabelLacksText,
  customLabelText,
  defaultLabel,
  labelAfterAction,
  labelBooked,
  publicBookingLabel,
} from './labels.ts';

describe('defaultLabel', () => {
  it('marks walk-ins, then "any stylist", else no label', () => {
    expect(defaultLabel({ source: 'walk_in', anyStylist: true })).toBe('WalkIn');
    expect(defaultLabel({ source: 'admin', anyStylist: true })).toBe('Anyone');
    expect(defaultLabel({ source: 'admin', anyStylist: false })).toBe('NoLabel');
    // Staff entering an online booking by hand choose its label themselves.
    expect(defaultLabel({ source: 'online', anyStylist: false })).toBe('NoLabel');
  });
});

describe('publicBookingLabel', () => {
  it('is Pending while the salon must approve, else Anyone or Requested', () => {
    expect(publicBookingLabel({ requiresApproval: true, anyStylist: false })).toBe('Pending');
    expect(publicBookingLabel({ requiresApproval: true, anyStylist: true })).toBe('Pending');
    expect(publicBookingLabel({ requiresApproval: false, anyStylist: true })).toBe('Anyone');
    expect(publicBookingLabel({ requiresApproval: false, anyStylist: false })).toBe('Requested');
  });
});

describe('labelBooked', () => {
  it('prefers custom text, then walk-in, then any stylist, then the online sources', () => {
    expect(labelBooked({ source: 'walk_in', anyStylist: true, customLabel: 'VIP' })).toBe('Custom');
    expect(labelBooked({ source: 'walk_in', anyStylist: true, customLabel: null })).toBe('WalkIn');
    expect(labelBooked({ source: 'online', anyStylist: true, customLabel: null })).toBe('Anyone');
    expect(labelBooked({ source: 'online', anyStylist: false, customLabel: null })).toBe('Requested');
    expect(labelBooked({ source: 'google', anyStylist: false, customLabel: null })).toBe('Requested');
    expect(labelBooked({ source: 'admin', anyStylist: false, customLabel: null })).toBe('NoLabel');
  });
});

describe('labelAfterAction', () => {
  const visit = { source: 'online' as const, anyStylist: false, customLabel: null };

  it('labels a no-show NoShow, whatever it was', () => {
    expect(labelAfterAction({ ...visit, label: 'Requested' }, 'no-show', 'no_show')).toBe('NoShow');
  });

  it('shows an accepted request as Requested or Anyone', () => {
    expect(labelAfterAction({ ...visit, label: 'Pending' }, 'accept', 'confirmed')).toBe('Requested');
    expect(labelAfterAction({ ...visit, anyStylist: true, label: 'Pending' }, 'accept', 'confirmed')).toBe(
      'Anyone',
    );
  });

  it('brings back the booked label when a no-show is undone', () => {
    expect(labelAfterAction({ ...visit, label: 'NoShow' }, 'reopen', 'confirmed')).toBe('Requested');
    expect(
      labelAfterAction(
        { ...visit, source: 'admin', label: 'NoShow', customLabel: 'Late' },
        'reopen',
        'confirmed',
      ),
    ).toBe('Custom');
  });

  it('leaves the label alone otherwise', () => {
    expect(labelAfterAction({ ...visit, label: 'Requested' }, 'complete', 'completed')).toBeUndefined();
    expect(labelAfterAction({ ...visit, label: 'Requested' }, 'reopen', 'confirmed')).toBeUndefined();
    expect(labelAfterAction({ ...visit, label: 'Pending' }, 'decline', 'declined')).toBeUndefined();
    expect(labelAfterAction({ ...visit, label: 'WalkIn' }, 'cancel', 'cancelled')).toBeUndefined();
  });
});

describe('custom labels', () => {
  it('need their text', () => {
    expect(customLabelLacksText('Custom', null)).toBe(true);
    expect(customLabelLacksText('Custom', '')).toBe(true);
    expect(customLabelLacksText('Custom', 'VIP')).toBe(false);
    expect(customLabelLacksText('NoLabel', null)).toBe(false);
  });

  it('are the only ones to keep text', () => {
    expect(customLabelText('Custom', 'VIP')).toBe('VIP');
    expect(customLabelText('Custom', undefined)).toBeNull();
    expect(customLabelText('WalkIn', 'VIP')).toBeNull();
  });
});
