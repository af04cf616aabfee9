import type { AppAbility } from '../abilities.ts';
import { inShop } from '../abilities.ts';
import { type AppointmentAction, type AppointmentStatus, appointmentActions } from './vocabulary.ts';
import { dateOfInstant } from './wall-time.ts';

/** The statuses each action starts from; reopen is the undo of complete and no-show. */
const startsFrom: Record<AppointmentAction, readonly AppointmentStatus[]> = {
  accept: ['pending'],
  decline: ['pending'],
  cancel: ['awaiting_payment', 'pending', 'confirmed'],
  complete: ['confirmed'],
  'no-show': ['confirmed'],
  reopen: ['completed', 'no_show'],
};

export interface ActionFacts {
  action: AppointmentAction;
  status: AppointmentStatus;
  /** Start of the appointment, epoch milliseconds. */
  start: number;
  now: number;
  /** The shop's IANA time zone: "the same day" is the shop's day. */
  timeZone: string;
  /** Owners and managers may complete a visit that finished early, on its own day. */
  mayCompleteEarly: boolean;
}

export type ActionVerdict =
  | { allowed: true; to: AppointmentStatus; early: boolean }
  | { allowed: false; code: 'InvalidTransition' }
  | { allowed: false; code: 'AppointmentNotStarted'; earlyOnSameDay: boolean };

/**
 * Whether staff may take an action on an appointment now. A visit is completed or marked
 * no-show only once it has started: before that, nobody knows (and spend and last visit would
 * count a visit that has not happened). The one exception is an owner or manager completing a
 * visit on its own shop day, e.g. when the customer came early.
 */
export function checkAppointmentAction(facts: ActionFacts): ActionVerdict {
  const { action, status, start, now, timeZone } = facts;
  if (!startsFrom[action].includes(status)) return { allowed: false, code: 'InvalidTransition' };
  const to = appointmentActions[action];
  if ((action !== 'complete' && action !== 'no-show') || now >= start)
    return { allowed: true, to, early: false };
  const sameDay = dateOfInstant(timeZone, now) === dateOfInstant(timeZone, start);
  if (action === 'complete' && sameDay && facts.mayCompleteEarly) return { allowed: true, to, early: true };
  return { allowed: false, code: 'AppointmentNotStarted', earlyOnSameDay: sameDay && action === 'complete' };
}

/** Owners and managers (who manage the shop's calendar) may complete early on the same day. */
export const mayCompleteEarly = (ability: AppAbility, shopId: string): boolean =>
  ability.can('manage', inShop('calendar', shopId));
