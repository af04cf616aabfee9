import { TZDate } from '@date-fns/tz';
import type { AppointmentStatus } from './scheduling/vocabulary.ts';
import { dateOfInstant, wallTimeToInstant } from './scheduling/wall-time.ts';

/** What the salon's staff are told about: the spec's shop notification types. */
export const shopNotificationTypes = [
  'ShopReceiveNewAppointment',
  'ShopReceiveRescheduleAppointment',
  'ShopReceiveReview',
  'ShopReceiveCancelAppointment',
  'ShopReceiveNewRequestAppointment',
] as const;
export type ShopNotificationType = (typeof shopNotificationTypes)[number];

/** What a salon's customer is told about: the spec's customer notification types. */
export const customerNotificationTypes = [
  'CustomerNewAppointment',
  'CustomerRescheduleAppointment',
  'CustomerCancelAppointment',
  'CustomerReminderAppointment',
  'CustomerReviewAppointment',
  'CustomerHappyBirthday',
] as const;
export type CustomerNotificationType = (typeof customerNotificationTypes)[number];

export const notificationTypes = [...shopNotificationTypes, ...customerNotificationTypes] as const;
export type NotificationType = ShopNotificationType | CustomerNotificationType;

export const isShopNotificationType = (type: string): type is ShopNotificationType =>
  (shopNotificationTypes as readonly string[]).includes(type);
export const isCustomerNotificationType = (type: string): type is CustomerNotificationType =>
  (customerNotificationTypes as readonly string[]).includes(type);

/** Mails a customer may turn off as marketing; they carry List-Unsubscribe. */
export const marketingNotificationTypes: readonly CustomerNotificationType[] = [
  'CustomerReviewAppointment',
  'CustomerHappyBirthday',
];

/** A customer record's choices that decide what it is told, as the preferences page sets them. */
export interface CustomerChoices {
  remindersEnabled: boolean;
  /** Null until the customer answers: review requests go out, birthday greetings wait for a yes. */
  marketingConsent: boolean | null;
}

/**
 * Whether a customer hears of a customer notification at all, on every channel alike (mail, the
 * account's list, push): reminders only while they keep them on, review requests unless they
 * refused marketing, birthday greetings only once they agreed to it.
 */
export function customerWants(type: CustomerNotificationType, choices: CustomerChoices): boolean {
  switch (type) {
    case 'CustomerReminderAppointment':
      return choices.remindersEnabled;
    case 'CustomerReviewAppointment':
      return choices.marketingConsent !== false;
    case 'CustomerHappyBirthday':
      return choices.marketingConsent === true;
    default:
      return true;
  }
}

/** Where a notification reaches someone. */
export const notificationChannels = ['in_app', 'push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The spec's states of an in-app notification. */
export const notificationStates = ['RECEIVED', 'READ'] as const;
export type NotificationState = (typeof notificationStates)[number];

/** Staff who never chose get every shop type in the app and by push, and no e-mail. */
export const defaultStaffChannel = (channel: NotificationChannel): boolean => channel !== 'email';

/** The facts of one committed appointment change that decide who is told what. */
export interface ChangeFacts {
  /** What the write path says happened: created, updated, rescheduled, or a status action. */
  event: string;
  /** The history entries' actions of the change (a staff move is `moved`). */
  actions: readonly string[];
  /** The appointment's status after the change. */
  status: AppointmentStatus;
  /** Where the appointment came from (online, google, admin, walk_in). */
  source?: string;
}

/**
 * Which notification types a change raises. A request accepted reaches the customer as
 * CustomerNewAppointment (their booking now exists), a request declined as
 * CustomerCancelAppointment with the reason; the request itself only tells the salon, and a
 * walk-in, entered while the customer is there, is confirmed to nobody but the salon.
 */
export function notificationTypesForChange(facts: ChangeFacts): NotificationType[] {
  switch (facts.event) {
    case 'created':
    // A booking held for its online payment is told of only once the payment is confirmed.
    case 'paid':
      if (facts.status === 'pending') return ['ShopReceiveNewRequestAppointment'];
      // A walk-in is already in the chair: "we look forward to seeing you" would be absurd.
      if (facts.status === 'confirmed' && facts.source === 'walk_in') return ['ShopReceiveNewAppointment'];
      if (facts.status === 'confirmed') return ['ShopReceiveNewAppointment', 'CustomerNewAppointment'];
      return [];
    case 'rescheduled':
      return ['ShopReceiveRescheduleAppointment', 'CustomerRescheduleAppointment'];
    case 'updated':
      return facts.actions.includes('moved')
        ? ['ShopReceiveRescheduleAppointment', 'CustomerRescheduleAppointment']
        : [];
    case 'accept':
      return ['CustomerNewAppointment'];
    case 'decline':
      return ['CustomerCancelAppointment'];
    case 'cancel':
      return ['ShopReceiveCancelAppointment', 'CustomerCancelAppointment'];
    default:
      return [];
  }
}

/** A shop's reminder rules. Times are wall-clock `HH:MM` in the shop's zone. */
export interface ReminderRules {
  timeZone: string;
  /** Hours before the start; a second, shorter lead is optional. */
  hoursBefore: readonly number[];
  quietStart: string;
  quietEnd: string;
}

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const wallMinutes = (timeZone: string, instant: number): number => {
  const local = new TZDate(instant, timeZone);
  return local.getHours() * 60 + local.getMinutes();
};

/** Whether `instant` falls in the quiet hours (which may run past midnight). */
export function inQuietHours(
  rules: Pick<ReminderRules, 'timeZone' | 'quietStart' | 'quietEnd'>,
  instant: number,
) {
  const start = minutesOf(rules.quietStart);
  const end = minutesOf(rules.quietEnd);
  if (start === end) return false;
  const at = wallMinutes(rules.timeZone, instant);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/**
 * When a reminder `hours` before `start` goes out: that many real hours before (across a DST
 * change too), moved earlier to the last minute before the quiet hours when it would fall in
 * them. Null when that moment is not after `notBefore` (a booking made inside the lead needs no
 * reminder: its confirmation has just gone out).
 */
export function reminderDueAt(
  rules: ReminderRules,
  start: number,
  hours: number,
  notBefore: number,
): number | null {
  let due = start - hours * 3_600_000;
  if (inQuietHours(rules, due)) {
    const quietStart = minutesOf(rules.quietStart);
    const date = dateOfInstant(rules.timeZone, due);
    // The quiet hours that hold `due` began today when `due` is after their start, else yesterday.
    let began = wallTimeToInstant(rules.timeZone, date, quietStart);
    if (began > due) began = wallTimeToInstant(rules.timeZone, date, quietStart - 1440);
    due = began - 60_000;
  }
  return due > notBefore ? due : null;
}

/** Every reminder of an appointment, latest lead first, with duplicates (same instant) dropped. */
export function reminderSchedule(rules: ReminderRules, start: number, notBefore: number): number[] {
  const out = new Set<number>();
  for (const hours of [...rules.hoursBefore].sort((a, b) => b - a)) {
    const due = reminderDueAt(rules, start, hours, notBefore);
    if (due !== null) out.add(due);
  }
  return [...out].sort((a, b) => a - b);
}

/** 09:00 in the shop's zone on the customer's birthday in `year` (29 February falls on 28 in other years). */
export function birthdayGreetingAt(timeZone: string, birthday: string, year: number): number {
  const [, month, day] = birthday.split('-');
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const date = month === '02' && day === '29' && !leap ? `${year}-02-28` : `${year}-${month}-${day}`;
  return wallTimeToInstant(timeZone, date, 9 * 60);
}
