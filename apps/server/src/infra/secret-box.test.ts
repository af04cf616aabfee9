import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box.ts';

const box = createSecretBox('a-server-key-of-at-least-32-characters!!');
const plain = 'sk_test_51AbCdEfGhIjKlMnOpQrStUvWxYz';
const context = 'shop:1:stripe-secret-key';

/** The sealed value with one character of its part `index` changed. */
function tampered(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index] ?? '';
  parts[index] = `${part.slice(0, 2)}${part[2] === 'A' ? 'B' : 'A'}${part.slice(3)}`;
  return parts.join('.');
}

describe('stored secrets', () => {
  it('opens what it sealed, and the stored form does not hold the secret', () => {
    const sealed = box.seal(plain, context);
    expect(sealed).not.toContain(plain);
    expect(sealed).not.toContain(Buffer.from(plain).toString('base64url'));
    expect(box.open(sealed, context)).toBe(plain);
  });

  it('seals the same secret differently each time (random IV)', () => {
    expect(box.seal(plain, context)).not.toBe(box.seal(plain, context));
  });

  it('refuses a changed ciphertext, IV or tag', () => {
    const sealed = box.seal(plain, context);
    for (const index of [1, 2, 3]) {
      expect(() => box.open(tampered(sealed, index), context)).toThrow(SecretBoxError);
    }
    expect(() => box.open(sealed.slice(0, -1), context)).toThrow(SecretBoxError);
    expect(() => box.open('sk_test_plain', context)).toThrow(SecretBoxError);
  });

  it('refuses a value sealed under another key', () => {
    const other = createSecretBox('another-server-key-of-32-characters!!!!');
    expect(() => other.open(box.seal(plain, context), context)).toThrow(SecretBoxError);
  });

  it('refuses a value moved to another shop or field', () => {
    const sealed = box.seal(plain, context);
    expect(() => box.open(sealed, 'shop:2:stripe-secret-key')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'shop:1:stripe-webhook-secret')).toThrow(SecretBoxError);
  });
});
