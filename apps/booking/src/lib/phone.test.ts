import { describe, expect, it } from 'vitest';
import { looksComplete } from './contact.ts';
import {
  contactProblems,
  formatPhone,
  isValidPhone,
  normalizePhone,
  phoneErrorKey,
  phoneExample,
} from './phone.ts';

describe('phone numbers', () => {
  it('reads the local numbers of the shop’s country and international ones into E.164', () => {
    expect(normalizePhone('0176 1234567', 'DE')).toBe('+491761234567');
    expect(normalizePhone(' +49 (30) 123-4567 ', 'DE')).toBe('+49301234567');
    expect(normalizePhone('0033 1 23 45 67 89', 'DE')).toBe('+33123456789');
    expect(normalizePhone('912 345 678', 'PT')).toBe('+351912345678');
    expect(isValidPhone('+351.21.123.4567', 'DE')).toBe(true);
  });

  it('keeps what cannot be read as typed and says why', () => {
    expect(normalizePhone(' 12 ', 'DE')).toBe('12');
    expect(isValidPhone('+0 30 1234567', 'DE')).toBe(false);
    expect(isValidPhone('+49 30 CALL-ME', 'DE')).toBe(false);
    expect(phoneErrorKey('+49 123', 'DE')).toBe('fields.phoneTooShort');
    expect(phoneErrorKey(' ', 'DE')).toBe('fields.phoneMissing');
    expect(phoneErrorKey('call me', 'DE')).toBe('fields.phoneInvalid');
  });

  it('shows numbers and examples in the national form of the shop’s country', () => {
    expect(formatPhone('+491761234567', 'DE')).toBe('0176 1234567');
    expect(formatPhone('+351912345678', 'DE')).toBe('+351 912 345 678');
    expect(phoneExample('PT')).toBe('912 345 678');
  });
});

describe('contact details', () => {
  it('lists every wrong field in form order', () => {
    expect(contactProblems({ name: ' ', email: 'x@', phone: '123' }, 'DE')).toEqual([
      'name',
      'email',
      'phone',
    ]);
    expect(contactProblems({ name: 'Ana', email: 'ana@example.com', phone: '912 345 678' }, 'PT')).toEqual(
      [],
    );
  });

  it('looks complete to the first screens once all three are filled in', () => {
    expect(looksComplete({ name: 'Ana', email: 'ana@example.com', phone: '0176 1234567' })).toBe(true);
    expect(looksComplete({ name: 'Ana', email: 'ana@example.com', phone: '' })).toBe(false);
  });
});
