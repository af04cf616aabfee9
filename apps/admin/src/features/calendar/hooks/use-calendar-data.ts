import { useLocalStorage } from '@mantine/hooks';
import { datesBetween } from '@salon/domain';
import { useMemo } from 'react';
import { useAppointments } from '../../../api/appointments.ts';
import { useStylists, useWorkingTime } from '../../../api/stylists.ts';
import { useTimeOff } from '../../../api/time-off.ts';
import type { DateRange } from '../../../api/types.ts';
import type { StylistResource } from '../components/stylist-header.tsx';
import { timeOffEvents } from '../lib/calendar-events.ts';
import { weekStylistKey, weekStylistOf } from '../lib/week-stylist.ts';
import { shownHours, workingHours, workingTimeRange } from '../lib/working-hours.ts';
import { useCalendarEvents } from './use-calendar-events.ts';
import type { CalendarFilters } from './use-calendar-filters.ts';

/**
 * What the calendar shows for a range: the appointments and blocked time as events, the stylists
 * (all active ones, and those the filters keep as columns), their hours, and the hours worth
 * drawing; `busy` while another range's answers still stand in.
 */
export function useCalendarData(
  shopId: string,
  timeZone: string,
  range: DateRange,
  filters: CalendarFilters,
) {
  const appointments = useAppointments(shopId, range);
  const stylists = useStylists(shopId);
  const timeOff = useTimeOff(shopId, range);
  const workingTime = useWorkingTime(shopId, workingTimeRange(range));

  const resources = useMemo<StylistResource[]>(
    () => (stylists.data?.items ?? []).filter((s) => s.active && !filters.hidden.stylist.has(s.id)),
    [stylists.data, filters.hidden.stylist],
  );
  const allStylists = useMemo<StylistResource[]>(
    () => (stylists.data?.items ?? []).filter((s) => s.active),
    [stylists.data],
  );
  const colors = useMemo(
    () => new Map((stylists.data?.items ?? []).map((s) => [s.id, s.color])),
    [stylists.data],
  );
  const stylistNames = useMemo(
    () => new Map((stylists.data?.items ?? []).map((s) => [s.id, s.name])),
    [stylists.data],
  );
  const events = useCalendarEvents(appointments.data?.items, filters.hidden, timeZone);
  const blocked = useMemo(
    () => timeOffEvents(timeOff.data?.items ?? [], filters.hidden, timeZone),
    [timeOff.data, filters.hidden, timeZone],
  );
  const hours = useMemo(() => workingHours(workingTime.data), [workingTime.data]);
  const shown = useMemo(
    () =>
      shownHours(
        hours,
        resources.map((s) => s.id),
        datesBetween(range.from, range.to),
        [...events, ...blocked],
      ),
    [hours, resources, range.from, range.to, events, blocked],
  );
  return {
    appointments: appointments.data?.items,
    resources,
    allStylists,
    colors,
    stylistNames,
    events,
    blocked,
    hours,
    shown,
    busy: appointments.isPlaceholderData || timeOff.isPlaceholderData,
    error: appointments.error ?? stylists.error ?? timeOff.error ?? workingTime.error,
  };
}

/** The stylist the week view shows, remembered per shop on this device. */
export function useWeekStylist(shopId: string, resources: StylistResource[]) {
  const [remembered, remember] = useLocalStorage<string | null>({
    key: weekStylistKey(shopId),
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const value = weekStylistOf(resources, remembered);
  return useMemo(() => ({ stylists: resources, value, onChange: remember }), [resources, value, remember]);
}
