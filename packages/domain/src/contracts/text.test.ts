import { describe, expect, it } from 'vitest';
import { publicBookingRequest } from './public-booking.ts';
import { line, lines } from './text.ts';

const uuid = '3f1c2b7e-8a4d-4c1e-9b2f-0a1b2c3d4e5f';

describe('text from outside', () => {
  it('refuses NUL and every other control character on one line', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\rb', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      expect(line().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(line().parse('Zoë 💇‍♀️ O’Brien')).toBe('Zoë 💇‍♀️ O’Brien');
  });

  it('lets several lines keep line breaks and tabs, and nothing else of the kind', () => {
    expect(lines().parse('First line\r\n\tsecond')).toBe('First line\r\n\tsecond');
    for (const bad of ['a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u009fb']) {
      expect(lines().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('names the field of a booking that holds one', () => {
    const result = publicBookingRequest.safeParse({
      services: [uuid],
      start: '2026-11-24T10:00:00+01:00',
      stylist: 'any',
      customer: { name: 'Ana\u0000', email: 'ana@example.com', phone: '030 123456' },
      note: 'Ring twice\nplease\u0000',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'customer.name',
      'note',
    ]);
  });
});
