/** The spec's calendar types: categories of blocked time, filterable on the calendar. */
export const calendarTypes = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type CalendarType = (typeof calendarTypes)[number];

/** The spec's seven appointment labels; `Custom` carries free text. */
export const appointmentLabels = [
  'NoLabel',
  'Anyone',
  'Requested',
  'WalkIn',
  'Pending',
  'NoShow',
  'Custom',
] as const;
export type AppointmentLabel = (typeof appointmentLabels)[number];

/** Where an appointment came from: the spec's filter options (online page, Google) plus staff entries. */
export const appointmentSources = ['admin', 'online', 'google', 'walk_in'] as const;
export type AppointmentSource = (typeof appointmentSources)[number];

export const appointmentStatuses = [
  /** Booked online with a deposit or prepayment due: the time is held until the payment is confirmed or the hold expires. */
  'awaiting_payment',
  'pending',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Statuses that hold the stylist's time: the exclusion constraint covers exactly these. */
export const activeStatuses: readonly AppointmentStatus[] = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'completed',
];

/** The actions staff take on an appointment and the status each leads to. */
export const appointmentActions = {
  accept: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  complete: 'completed',
  'no-show': 'no_show',
  /** The undo of complete and no-show. */
  reopen: 'confirmed',
} as const satisfies Record<string, AppointmentStatus>;
export type AppointmentAction = keyof typeof appointmentActions;
