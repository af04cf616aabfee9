import { describe, expect, it } from 'vitest';
import { bookedAs } from './booked-as.ts';

const customer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+49301234567',
};

describe('bookedAs', () => {
  it('is empty without guest details or when they match the record', () => {
    expect(bookedAs({ customer, guest: null }, 'DE')).toBeNull();
    expect(
      bookedAs({ customer, guest: { name: 'Ada', email: 'ada@example.com', phone: '+49301234567' } }, 'DE'),
    ).toBeNull();
  });

  it('shows the typed name and phone when they differ, the e-mail only when it differs', () => {
    expect(
      bookedAs(
        { customer, guest: { name: 'Mallory', email: 'ada@example.com', phone: '+49307654321' } },
        'DE',
      ),
    ).toBe('Mallory, 030 7654321');
    expect(
      bookedAs({ customer: null, guest: { name: 'Walk', email: 'w@example.com', phone: null } }, 'DE'),
    ).toBe('Walk, w@example.com');
  });

  it('shows a number from abroad with its country code', () => {
    expect(
      bookedAs({ customer, guest: { name: 'Ada', email: 'ada@example.com', phone: '+33123456789' } }, 'DE'),
    ).toBe('Ada, +33 1 23 45 67 89');
  });
});
