import { describe, expect, it } from 'vitest';
import { defaultLoyaltySettings } from './loyalty.ts';
import { hasLapsed, loyaltyExpiresAt } from './loyalty-expiry.ts';

const yearly = { ...defaultLoyaltySettings, enabled: true, expiryMonths: 12 };
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('when points lapse', () => {
  it('is the shop’s months after the last Reward or Redeem, at the same wall-clock time', () => {
    const activity = {
      lastRewardOrRedeem: at('2026-01-15T10:00:00Z'),
      lastCredit: at('2026-03-01T10:00:00Z'),
    };
    expect(iso(loyaltyExpiresAt(yearly, activity, 'Europe/Berlin'))).toBe('2027-01-15T10:00:00.000Z');
    // Across a change of clocks: 11:00 in Berlin in winter is 11:00 in summer (one hour less UTC).
    expect(iso(loyaltyExpiresAt({ ...yearly, expiryMonths: 6 }, activity, 'Europe/Berlin'))).toBe(
      '2026-07-15T09:00:00.000Z',
    );
  });

  it('falls on a short month’s last day, on the shop’s calendar', () => {
    // 31 January, 23:30 in Lisbon: 28 February. In Berlin it is already 1 February: 1 March there.
    const activity = { lastRewardOrRedeem: at('2026-01-31T23:30:00Z'), lastCredit: null };
    const monthly = { ...yearly, expiryMonths: 1 };
    expect(iso(loyaltyExpiresAt(monthly, activity, 'Europe/Lisbon'))).toBe('2026-02-28T23:30:00.000Z');
    expect(iso(loyaltyExpiresAt(monthly, activity, 'Europe/Berlin'))).toBe('2026-02-28T23:30:00.000Z');
    expect(
      iso(
        loyaltyExpiresAt(
          monthly,
          { ...activity, lastRewardOrRedeem: at('2026-01-30T12:00:00Z') },
          'Europe/Berlin',
        ),
      ),
    ).toBe('2026-02-28T12:00:00.000Z');
  });

  it('counts from the last points given when there was never a visit', () => {
    const activity = { lastRewardOrRedeem: null, lastCredit: at('2026-06-01T10:00:00Z') };
    expect(iso(loyaltyExpiresAt(yearly, activity, 'Europe/Berlin'))).toBe('2027-06-01T10:00:00.000Z');
  });

  it('is never where points do not lapse, the programme is off, or nothing happened', () => {
    const activity = { lastRewardOrRedeem: at('2020-01-01T00:00:00Z'), lastCredit: null };
    expect(loyaltyExpiresAt({ ...yearly, expiryMonths: null }, activity, 'Europe/Berlin')).toBeNull();
    expect(loyaltyExpiresAt({ ...yearly, enabled: false }, activity, 'Europe/Berlin')).toBeNull();
    expect(loyaltyExpiresAt(yearly, { lastRewardOrRedeem: null, lastCredit: null }, 'UTC')).toBeNull();
    expect(hasLapsed({ ...yearly, expiryMonths: null }, activity, 'UTC', at('2030-01-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('has lapsed from the expiry on, not a moment before', () => {
    const activity = { lastRewardOrRedeem: at('2026-01-15T10:00:00Z'), lastCredit: null };
    expect(hasLapsed(yearly, activity, 'Europe/Berlin', at('2027-01-15T09:59:59Z'))).toBe(false);
    expect(hasLapsed(yearly, activity, 'Europe/Berlin', at('2027-01-15T10:00:00Z'))).toBe(true);
  });
});
