import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AppointmentDetail, useAppointment } from '../../../api/appointments.ts';

/** What `/calendar?date=YYYY-MM-DD&appointment=<id>` asks for (the global search links there). */
export interface CalendarLink {
  /** A shop-local day, when the address names a valid one. */
  date: string | null;
  appointmentId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The deep link in the address, one object per link followed (null when there is none). Once
 * the calendar has taken it in, the parameters leave the address (replacing the history entry):
 * the calendar moves on from there, so a reload opens today, not the link's day again.
 */
export function useCalendarLink(): CalendarLink | null {
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const appointmentId = params.get('appointment');
  const link = useMemo<CalendarLink | null>(
    () =>
      date === null && appointmentId === null
        ? null
        : { date: isDay(date) ? date : null, appointmentId: appointmentId || null },
    [date, appointmentId],
  );
  useEffect(() => {
    if (!link) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('date');
        next.delete('appointment');
        return next;
      },
      { replace: true },
    );
  }, [link, setParams]);
  return link;
}

/**
 * The appointment a link opened, fetched by its id: the link's day may not be its day, and the
 * list of that day may still be loading. `onDay` gets its start once known (the calendar moves
 * there); `onError` gets why it cannot be had (deleted, another shop's).
 */
export function useLinkedAppointment(
  shopId: string,
  id: string | null,
  onDay: (start: string) => void,
  onError: (error: unknown) => void,
): AppointmentDetail | null {
  const query = useAppointment(shopId, id ?? '', id !== null);
  const linked = id !== null && query.data?.id === id ? query.data : null;
  const start = linked?.start ?? null;
  useEffect(() => {
    if (start !== null) onDay(start);
  }, [start, onDay]);
  const error = id !== null ? query.error : null;
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);
  return linked;
}
