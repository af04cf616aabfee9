import { describe, expect, it } from 'vitest';
import { countryForTimeZone, shopCountry } from './country.ts';
import { formatPhone, normalisePhone, phoneExample } from './phone.ts';

const e164 = (input: string, country: string) => {
  const result = normalisePhone(input, country);
  return result.ok ? result.e164 : result.problem;
};

describe('normalisePhone', () => {
  it('reads a German salon’s local numbers and international ones into E.164', () => {
    expect(e164('0176 1234567', 'DE')).toBe('+491761234567');
    expect(e164('030 1234567', 'DE')).toBe('+49301234567');
    expect(e164('+49 (176) 123-4567', 'DE')).toBe('+491761234567');
    expect(e164('0049 176 1234567', 'DE')).toBe('+491761234567');
    // A number from abroad keeps its own country.
    expect(e164('+351 912 345 678', 'DE')).toBe('+351912345678');
  });

  it('reads local numbers of France, Portugal, Great Britain and the United States', () => {
    expect(e164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(e164('01 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(e164('912 345 678', 'PT')).toBe('+351912345678');
    expect(e164('21 123 4567', 'PT')).toBe('+351211234567');
    expect(e164('07400 123456', 'GB')).toBe('+447400123456');
    expect(e164('020 7946 0018', 'GB')).toBe('+442079460018');
    expect(e164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(e164('+1 201 555 0123', 'US')).toBe('+12015550123');
  });

  it('refuses what is not a number, saying whether it was too short or too long', () => {
    expect(e164('', 'DE')).toBe('invalid');
    expect(e164('call me maybe', 'DE')).toBe('invalid');
    expect(e164('+49 30 CALL-ME', 'DE')).toBe('invalid');
    expect(e164('123', 'DE')).toBe('tooShort');
    expect(e164('0176 1234567890123', 'DE')).toBe('tooLong');
    expect(e164('+49 1234 5678 9012 345', 'DE')).toBe('invalid');
    expect(e164('+0 30 1234567', 'DE')).not.toMatch(/^\+/);
  });

  it('uses Germany for a country the metadata does not know', () => {
    expect(e164('0176 1234567', 'XX')).toBe('+491761234567');
  });
});

describe('showing numbers', () => {
  it('shows the shop’s own numbers nationally and others internationally', () => {
    expect(formatPhone('+491761234567', 'DE')).toBe('0176 1234567');
    expect(formatPhone('+491761234567', 'FR')).toBe('+49 176 1234567');
    expect(formatPhone('+33612345678', 'FR')).toBe('06 12 34 56 78');
    expect(formatPhone('not a number', 'DE')).toBe('not a number');
  });

  it('shows a salon’s landline as its customers dial it, and a foreign one with its code', () => {
    expect(formatPhone('+49301234567', 'DE')).toBe('030 1234567');
    expect(formatPhone('+33123456789', 'DE')).toBe('+33 1 23 45 67 89');
    expect(formatPhone('+351212345678', 'PT')).toBe('21 234 5678');
    expect(formatPhone('+351212345678', 'GB')).toBe('+351 21 234 5678');
  });

  it('shows every number internationally when the country is not known', () => {
    expect(formatPhone('+49301234567')).toBe('+49 30 1234567');
    expect(formatPhone('+49301234567', null)).toBe('+49 30 1234567');
  });

  it('gives an example mobile number of the country as a placeholder', () => {
    expect(phoneExample('DE')).toBe('01512 3456789');
    expect(phoneExample('FR')).toBe('06 12 34 56 78');
    expect(phoneExample('PT')).toBe('912 345 678');
    expect(phoneExample('GB')).toBe('07400 123456');
    expect(phoneExample('US')).toBe('(201) 555-0123');
  });
});

describe('a shop’s country', () => {
  it('is the one set, else the country of the time zone, else Germany', () => {
    expect(shopCountry({ country: 'PT', timeZone: 'Europe/Berlin' })).toBe('PT');
    expect(shopCountry({ country: null, timeZone: 'Europe/Lisbon' })).toBe('PT');
    expect(countryForTimeZone('Europe/Paris')).toBe('FR');
    expect(countryForTimeZone('Europe/London')).toBe('GB');
    expect(countryForTimeZone('America/New_York')).toBe('US');
    expect(countryForTimeZone('UTC')).toBe('DE');
  });
});
