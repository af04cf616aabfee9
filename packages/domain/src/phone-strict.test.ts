import { describe, expect, it } from 'vitest';
import './phone-strict.ts';
import { normalisePhone } from './phone.ts';

describe('normalisePhone with the server’s full metadata', () => {
  it('refuses numbers outside the country’s ranges that only look long enough', () => {
    expect(normalisePhone('0176 12', 'DE')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalisePhone('0176 1234567', 'DE')).toEqual({ ok: true, e164: '+491761234567' });
    expect(normalisePhone('030 1234567', 'DE')).toEqual({ ok: true, e164: '+49301234567' });
    expect(normalisePhone('912 345 678', 'PT')).toEqual({ ok: true, e164: '+351912345678' });
    expect(normalisePhone('07400 123456', 'GB')).toEqual({ ok: true, e164: '+447400123456' });
    expect(normalisePhone('(201) 555-0123', 'US')).toEqual({ ok: true, e164: '+12015550123' });
    expect(normalisePhone('06 12 34 56 78', 'FR')).toEqual({ ok: true, e164: '+33612345678' });
  });
});
