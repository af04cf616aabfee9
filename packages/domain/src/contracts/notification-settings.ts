import { z } from 'zod';

/** A time of day "HH:MM" from 00:00 to 23:59 (a quiet hour starts and ends inside one day). */
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Must be a time from 00:00 to 23:59' });

const secondMustBeEarlier = {
  message: 'The second reminder must come closer to the visit than the first',
  path: ['secondReminderHours'],
};

const fields = z.object({
  /** Hours before the visit the reminder goes out. */
  reminderHours: z.number().int().min(1).max(168),
  /** Hours before the visit of an optional second reminder; fewer than `reminderHours`. */
  secondReminderHours: z.number().int().min(1).max(72).nullable(),
  /** No reminder goes out from this time (shop time)… */
  quietHoursStart: timeOfDay,
  /** …until this one; a reminder that would fall in between goes out earlier. */
  quietHoursEnd: timeOfDay,
  /** A greeting at 09:00 on their birthday to customers who accepted marketing. */
  birthdayGreetings: z.boolean(),
  /** A review request to the customer after a completed visit (once per visit). */
  reviewRequests: z.boolean(),
  /** Hours after the visit was completed the review request goes out; 0 at once. */
  reviewRequestHours: z.number().int().min(0).max(168),
});

export const shopNotificationSettings = fields.refine(
  (s) => s.secondReminderHours === null || s.secondReminderHours < s.reminderHours,
  secondMustBeEarlier,
);

/** Only the settings that change; when both reminders are sent together they are checked together. */
export const shopNotificationSettingsUpdate = fields
  .partial()
  .refine(
    (s) =>
      s.secondReminderHours == null ||
      s.reminderHours === undefined ||
      s.secondReminderHours < s.reminderHours,
    secondMustBeEarlier,
  );

export type ShopNotificationSettings = z.output<typeof shopNotificationSettings>;
export type ShopNotificationSettingsUpdate = z.output<typeof shopNotificationSettingsUpdate>;
