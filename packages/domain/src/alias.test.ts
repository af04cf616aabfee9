import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aliasFromInput } from './alias.ts';
import { aliasRequest } from './contracts/shops.ts';

describe('booking link names', () => {
  it.each([
    ['summer', 'summer'],
    ['  Summer-Sale  ', 'summer-sale'],
    ['a', 'a'],
    ['a'.repeat(63), 'a'.repeat(63)],
    ['', null],
    ['   ', null],
    ['summer sale', null],
    ['-summer', null],
    ['summer-', null],
    ['sommer-süß', null],
    ['a'.repeat(64), null],
  ])('%j is saved as %j', (input, saved) => {
    expect(aliasFromInput(input)).toBe(saved);
  });

  it('previews exactly what the server saves, and nothing it refuses', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 70 }), fc.stringMatching(/^ ?[A-Za-z0-9-]{0,64} ?$/)),
        (input) => {
          const parsed = aliasRequest.safeParse({ alias: input });
          expect(aliasFromInput(input)).toBe(parsed.success ? parsed.data.alias : null);
        },
      ),
    );
  });
});
