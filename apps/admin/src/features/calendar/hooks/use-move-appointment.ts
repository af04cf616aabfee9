import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type UpdateAppointmentInput, useUpdateAppointment } from '../../../api/appointments.ts';
import type { MoveArgs } from '../components/calendar-board.tsx';
import { fromWallDate, toWallDate } from '../lib/shop-time.ts';

const MINUTE = 60_000;

/**
 * What a dragged or resized card does to its appointment. Stable callbacks: the calendar only
 * re-renders its cards when what it is given changes.
 */
export function useMoveAppointment(shopId: string, timeZone: string) {
  const { t, i18n } = useTranslation();
  const { mutate: update } = useUpdateAppointment(shopId);
  const send = useCallback(
    (input: UpdateAppointmentInput) =>
      update(input, {
        onSuccess: () => toast.success(t('calendar.moved')),
        onError: (error) =>
          toast.error(
            isApiError(error) && error.code === 'SLOT_UNAVAILABLE'
              ? t('calendar.slotUnavailable')
              : errorMessage(i18n, error),
          ),
      }),
    [update, t, i18n],
  );

  // A card is one service of the appointment: shift the whole appointment by the card's move.
  const onMove = useCallback(
    ({ event, start, resourceId }: MoveArgs) => {
      const shift = start.getTime() - event.start.getTime();
      const stylistId = resourceId ?? event.resourceId;
      if (shift === 0 && stylistId === event.resourceId) return;
      const newStart = toWallDate(new Date(event.appointment.start).getTime(), timeZone).getTime() + shift;
      send({ id: event.appointment.id, start: fromWallDate(new Date(newStart), timeZone), stylistId });
    },
    [send, timeZone],
  );
  const onResize = useCallback(
    ({ event, start, end }: MoveArgs) => {
      const { appointment } = event;
      const total = (Date.parse(appointment.end) - Date.parse(appointment.start)) / MINUTE;
      const change =
        (end.getTime() - start.getTime() - (event.end.getTime() - event.start.getTime())) / MINUTE;
      const durationMinutes = Math.round(total + change);
      if (change === 0 || durationMinutes < 5) return;
      const input: UpdateAppointmentInput = { id: appointment.id, durationMinutes };
      if (start.getTime() !== event.start.getTime()) {
        const appointmentStart = toWallDate(appointment.start, timeZone).getTime();
        input.start = fromWallDate(
          new Date(appointmentStart + start.getTime() - event.start.getTime()),
          timeZone,
        );
      }
      send(input);
    },
    [send, timeZone],
  );
  return { onMove, onResize };
}
