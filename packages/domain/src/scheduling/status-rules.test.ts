import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from '../abilities.ts';
import type { Actor } from '../roles.ts';
import { type ActionFacts, checkAppointmentAction, mayCompleteEarly } from './status-rules.ts';

// Tuesday 24 November 2026, 15:00 in Berlin (UTC+1).
const start = Date.parse('2026-11-24T14:00:00Z');
const facts = (partial: Partial<ActionFacts>): ActionFacts => ({
  action: 'complete',
  status: 'confirmed',
  start,
  now: start + 60_000,
  timeZone: 'Europe/Berlin',
  mayCompleteEarly: false,
  ...partial,
});

describe('checkAppointmentAction', () => {
  it('completes and marks no-show once the appointment has started', () => {
    expect(checkAppointmentAction(facts({ now: start }))).toEqual({
      allowed: true,
      to: 'completed',
      early: false,
    });
    expect(checkAppointmentAction(facts({ action: 'no-show' }))).toEqual({
      allowed: true,
      to: 'no_show',
      early: false,
    });
  });

  it('refuses both before the start, for everyone on another day', () => {
    const tomorrow = facts({ now: start - 24 * 3600_000, mayCompleteEarly: true });
    expect(checkAppointmentAction(tomorrow)).toEqual({
      allowed: false,
      code: 'AppointmentNotStarted',
      earlyOnSameDay: false,
    });
    expect(
      checkAppointmentAction(facts({ action: 'no-show', now: start - 60_000, mayCompleteEarly: true })),
    ).toEqual({ allowed: false, code: 'AppointmentNotStarted', earlyOnSameDay: false });
  });

  it('lets an owner complete early on the shop’s same day, not other staff', () => {
    // 08:00 Berlin the same morning.
    const morning = Date.parse('2026-11-24T07:00:00Z');
    expect(checkAppointmentAction(facts({ now: morning, mayCompleteEarly: true }))).toEqual({
      allowed: true,
      to: 'completed',
      early: true,
    });
    expect(checkAppointmentAction(facts({ now: morning }))).toEqual({
      allowed: false,
      code: 'AppointmentNotStarted',
      earlyOnSameDay: true,
    });
  });

  it('takes "the same day" in the shop’s zone, not in UTC', () => {
    // 00:30 Wednesday in Berlin is 23:30 Tuesday UTC: the same UTC day as 23:00 Tuesday, not the same shop day.
    const lateStart = Date.parse('2026-11-24T23:30:00Z');
    const eveningBefore = Date.parse('2026-11-24T22:30:00Z');
    const base = { start: lateStart, now: eveningBefore, mayCompleteEarly: true };
    expect(checkAppointmentAction(facts(base)).allowed).toBe(false);
    // In New York both instants are on Tuesday 24 November.
    expect(checkAppointmentAction(facts({ ...base, timeZone: 'America/New_York' })).allowed).toBe(true);
  });

  it('reopens completed and no-show visits, and nothing else', () => {
    expect(checkAppointmentAction(facts({ action: 'reopen', status: 'completed' }))).toMatchObject({
      allowed: true,
      to: 'confirmed',
    });
    expect(checkAppointmentAction(facts({ action: 'reopen', status: 'no_show' })).allowed).toBe(true);
    for (const status of ['pending', 'confirmed', 'cancelled', 'declined'] as const)
      expect(checkAppointmentAction(facts({ action: 'reopen', status }))).toEqual({
        allowed: false,
        code: 'InvalidTransition',
      });
    expect(checkAppointmentAction(facts({ action: 'accept', status: 'completed' })).allowed).toBe(false);
    expect(checkAppointmentAction(facts({ status: 'completed' })).allowed).toBe(false);
  });
});

describe('mayCompleteEarly', () => {
  const shopId = '00000000-0000-4000-8000-00000000000a';
  const actor = (role: 'ROLE_SHOP_ADMIN' | 'ROLE_STAFF', readOnly = false): Actor => ({
    id: 'u1',
    roles: ['ROLE_CUSTOMER'],
    memberships: [{ shopId, role, readOnly }],
  });
  it('is for owners and managers only', () => {
    expect(mayCompleteEarly(defineAbilityFor(actor('ROLE_SHOP_ADMIN')), shopId)).toBe(true);
    expect(mayCompleteEarly(defineAbilityFor(actor('ROLE_STAFF')), shopId)).toBe(false);
    expect(mayCompleteEarly(defineAbilityFor(actor('ROLE_STAFF', true)), shopId)).toBe(false);
  });
});
