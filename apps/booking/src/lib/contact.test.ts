import { describe, expect, it } from 'vitest';
import { contactProblems, isValidEmail, isValidPhone, normalizePhone } from './contact.ts';

describe('phone numbers', () => {
  it('accepts international numbers written in the usual ways', () => {
    expect(normalizePhone(' +49 (30) 123-4567 ')).toBe('+49301234567');
    expect(normalizePhone('0033 1 23 45 67 89')).toBe('+33123456789');
    expect(isValidPhone('+49 30 1234567')).toBe(true);
    expect(isValidPhone('+351.21.123.4567')).toBe(true);
  });

  it('refuses numbers without a country code, too short or too long', () => {
    expect(isValidPhone('030 1234567')).toBe(false);
    expect(isValidPhone('+0 30 1234567')).toBe(false);
    expect(isValidPhone('+49 123')).toBe(false);
    expect(isValidPhone('+49 1234 5678 9012 345')).toBe(false);
    expect(isValidPhone('+49 30 CALL-ME')).toBe(false);
  });
});

describe('contact details', () => {
  it('lists what is wrong in form order', () => {
    expect(contactProblems({ name: ' ', email: 'x@', phone: '123' })).toEqual(['name', 'email', 'phone']);
    expect(contactProblems({ name: 'Ana', email: 'ana@example.com', phone: '+351 912 345 678' })).toEqual([]);
    expect(isValidEmail('ana@example')).toBe(false);
  });
});
