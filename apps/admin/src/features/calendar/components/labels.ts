import type { AppointmentResponse } from '@salon/domain';
import type { TFunction } from 'i18next';

/** An appointment's label as staff read it; a custom label shows its own text. */
export const labelText = (t: TFunction, appointment: Pick<AppointmentResponse, 'label' | 'customLabel'>) =>
  appointment.label === 'Custom' && appointment.customLabel
    ? appointment.customLabel
    : t(`calendar.label.${appointment.label}`);
