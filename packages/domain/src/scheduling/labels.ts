import type {
  AppointmentAction,
  AppointmentLabel,
  AppointmentSource,
  AppointmentStatus,
} from './vocabulary.ts';

/** What a visit was booked as: enough to tell which label it carries when nobody chose one. */
export interface BookedAs {
  source: AppointmentSource;
  /** The customer (or staff) asked for "any stylist". */
  anyStylist: boolean;
}

/** The label of a visit staff book without choosing one. */
export const defaultLabel = ({ source, anyStylist }: BookedAs): AppointmentLabel =>
  source === 'walk_in' ? 'WalkIn' : anyStylist ? 'Anyone' : 'NoLabel';

/**
 * The label of a booking made on the public page: a request waiting for the salon, else whether
 * the customer asked for a stylist or took anyone.
 */
export const publicBookingLabel = (facts: {
  requiresApproval: boolean;
  anyStylist: boolean;
}): AppointmentLabel => (facts.requiresApproval ? 'Pending' : facts.anyStylist ? 'Anyone' : 'Requested');

/** The label a visit shows again when a no-show is undone: what it was booked as. */
export const labelBooked = (visit: BookedAs & { customLabel: string | null }): AppointmentLabel => {
  if (visit.customLabel) return 'Custom';
  if (visit.source === 'walk_in') return 'WalkIn';
  if (visit.anyStylist) return 'Anyone';
  return visit.source === 'online' || visit.source === 'google' ? 'Requested' : 'NoLabel';
};

/**
 * The label a status change gives a visit, or undefined when it keeps its own: a no-show says so;
 * an accepted request shows, like any online booking, whether a stylist was asked for; undoing a
 * no-show brings back what it was booked as.
 */
export function labelAfterAction(
  visit: BookedAs & { label: AppointmentLabel; customLabel: string | null },
  action: AppointmentAction,
  to: AppointmentStatus,
): AppointmentLabel | undefined {
  if (to === 'no_show') return 'NoShow';
  if (visit.label === 'Pending' && to === 'confirmed') return visit.anyStylist ? 'Anyone' : 'Requested';
  if (action === 'reopen' && visit.label === 'NoShow') return labelBooked(visit);
  return undefined;
}

/** A Custom label is its text: without text it says nothing. */
export const customLabelLacksText = (label: AppointmentLabel, customLabel: string | null | undefined) =>
  label === 'Custom' && !customLabel;

/** The text kept with a label: only Custom keeps one. */
export const customLabelText = (
  label: AppointmentLabel,
  customLabel: string | null | undefined,
): string | null => (label === 'Custom' ? (customLabel ?? null) : null);
