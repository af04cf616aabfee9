import type { AppointmentResponse } from '@salon/domain';

/** An appointment's label as staff read it; a custom label shows its own text. */
export const labelText = (
  t: (key: string) => string,
  appointment: Pick<AppointmentResponse, 'label' | 'customLabel'>,
) =>
  appointment.label === 'Custom' && appointment.customLabel
    ? appointment.customLabel
    : t(`calendar.label.${appointment.label}`);
