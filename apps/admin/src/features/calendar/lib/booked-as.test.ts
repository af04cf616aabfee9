import { describe, expect, it } from 'vitest';
import { bookedAs } from './booked-as.ts';

const customer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+4930111',
};

describe('bookedAs', () => {
  it('is empty without guest details or when they match the record', () => {
    expect(bookedAs({ customer, guest: null })).toBeNull();
    expect(
      bookedAs({ customer, guest: { name: 'Ada', email: 'ada@example.com', phone: '+4930111' } }),
    ).toBeNull();
  });

  it('shows the typed name and phone when they differ, the e-mail only when it differs', () => {
    expect(
      bookedAs({ customer, guest: { name: 'Mallory', email: 'ada@example.com', phone: '+4930999' } }),
    ).toBe('Mallory, +4930999');
    expect(bookedAs({ customer: null, guest: { name: 'Walk', email: 'w@example.com', phone: null } })).toBe(
      'Walk, w@example.com',
    );
  });
});
