import { describe, expect, it } from 'vitest';
import {
  claimedId,
  expiringLinkToken,
  idLinkToken,
  idLinkTokenMatches,
  idOfExpiringLinkToken,
  idOfLinkToken,
  readClaimsToken,
  signedClaimsToken,
  storedLinkToken,
} from './link-tokens.ts';
import { deriveKeys, storedTokenHash } from './secrets.ts';

const { tokens } = deriveKeys('vector-secret-of-at-least-thirty-two-characters');
const other = deriveKeys('another-secret-of-at-least-thirty-two-chars').tokens;
const visit = '0b6c3a2e-5d1f-4c7e-9a8b-1f2e3d4c5b6a';
const customer = '7e1d2c3b-4a59-4687-b6a5-c4d3e2f1a0b9';
const at = new Date('2026-12-03T10:00:00Z');

// Links mailed before these schemes met in one module: each must still be read as it was.
const sent = {
  manage: '0b6c3a2e5d1f4c7e9a8b1f2e3d4c5b6aQ3xLmE_cLYWxf9GHe4kPtkkl-OYhw7kFE8q5EdYL42o',
  review: '0b6c3a2e5d1f4c7e9a8b1f2e3d4c5b6aaqQlTBa7p0U1hW9ZlLFUl5xnVdonKhFns4zaSXf3QHs',
  preferences: 'fh0sO0pZRoe2pcTT4vGguW0glaBlNx5dE5IOfKmsb0muDkrF',
  pushAction:
    'eyJhbGciOiJIUzI1NiJ9.eyJzaG9wIjoiNWE0YjNjMmQtMWUwZi00YTliLThjN2QtNmU1ZjRhM2IyYzFkIiwiYXB0IjoiMGI2YzNhMmUtNWQxZi00YzdlLTlhOGItMWYyZTNkNGM1YjZhIiwiYWN0IjoiYWNjZXB0Iiwic3ViIjoiM2YyZTFkMGMtOWI4YS00Nzc2LTg2OTUtYTRiM2MyZDFlMGY5IiwiaXNzIjoic2Fsb24iLCJhdWQiOiJwdXNoLWFjdGlvbiIsImlhdCI6MTc5NjI5MjAwMCwiZXhwIjoxNzk2NDY0ODAwfQ.mAdPzZxrTFPvP0t2LnnG2RNijID1fs6eLmdXA0FAIBo',
};

describe('link tokens', () => {
  it('make and read the links already sent, unchanged', async () => {
    expect(idLinkToken(tokens, 'manage', visit)).toBe(sent.manage);
    expect(idOfLinkToken(tokens, 'manage', sent.manage)).toBe(visit);
    expect(idLinkToken(tokens, 'review', visit, customer)).toBe(sent.review);
    const expires = new Date(at.getTime() + 400 * 86_400_000);
    expect(expiringLinkToken(tokens, 'preferences', customer, expires)).toBe(sent.preferences);
    expect(idOfExpiringLinkToken(tokens, 'preferences', sent.preferences, at)).toBe(customer);
    const read = await readClaimsToken(tokens, 'push-action', sent.pushAction, at);
    expect(read).toMatchObject({ ok: true, payload: { act: 'accept', apt: visit } });
  });

  it('never let a token of one purpose, binding or server pass for another', async () => {
    const review = claimedId(sent.review);
    expect(review?.id).toBe(visit);
    expect(idLinkTokenMatches(tokens, 'review', review as { id: string; mac: string }, customer)).toBe(true);
    expect(idLinkTokenMatches(tokens, 'review', review as { id: string; mac: string }, visit)).toBe(false);
    expect(idLinkTokenMatches(tokens, 'manage', review as { id: string; mac: string })).toBe(false);
    expect(idOfLinkToken(tokens, 'manage', sent.review)).toBeNull();
    expect(idOfLinkToken(other, 'manage', sent.manage)).toBeNull();
    const jwt = await signedClaimsToken(other, 'push-action', 'user', { act: 'accept' }, at, 60);
    expect(await readClaimsToken(tokens, 'push-action', jwt, at)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse a tampered, cut-off or expired token', async () => {
    const flipped = `${sent.manage.slice(0, -1)}${sent.manage.endsWith('A') ? 'B' : 'A'}`;
    expect(idOfLinkToken(tokens, 'manage', flipped)).toBeNull();
    expect(idOfLinkToken(tokens, 'manage', sent.manage.slice(0, 70))).toBeNull();
    expect(claimedId('../../etc/passwd')).toBeNull();
    const later = new Date(at.getTime() + 401 * 86_400_000);
    expect(idOfExpiringLinkToken(tokens, 'preferences', sent.preferences, later)).toBeNull();
    expect(idOfExpiringLinkToken(tokens, 'preferences', sent.preferences.slice(0, 47), at)).toBeNull();
    const short = await signedClaimsToken(tokens, 'push-action', 'user', {}, at, 60);
    const after = new Date(at.getTime() + 61_000);
    expect(await readClaimsToken(tokens, 'push-action', short, after)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('hand out a random token the database keeps only as its keyed hash', () => {
    const one = storedLinkToken(tokens);
    expect(one.token).toMatch(/^[\w-]{43}$/);
    expect(one.hash).toBe(storedTokenHash(tokens, one.token));
    expect(one.hash).not.toContain(one.token);
    expect(storedLinkToken(tokens).token).not.toBe(one.token);
  });
});
