import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { AppointmentStatus } from '@salon/domain';
import type { CSSProperties, HTMLAttributes, KeyboardEvent, SyntheticEvent } from 'react';
import { memo, useCallback, useMemo, useRef } from 'react';
import { Calendar, type Components, type SlotInfo, type View } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useTranslation } from 'react-i18next';
import type { TimeOff } from '../../../api/time-off.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { usePlainGridRoles } from '../hooks/use-plain-grid-roles.ts';
import type { AppointmentEvent, CalendarEvent, TimeOffEvent } from '../lib/calendar-events.ts';
import { intlLocalizer } from '../lib/calendar-localizer.ts';
import { intersectingLayout } from '../lib/day-layout.ts';
import { monthSummary } from '../lib/month-summary.ts';
import type { SlotSelection } from '../lib/new-entry.ts';
import { wallTimeKey } from '../lib/shop-time.ts';
import { isOffHours, isWithinHours, type WorkingHours } from '../lib/working-hours.ts';
import { MonthDaysContext, type WeekStylistChoice, WeekStylistContext } from './board-context.ts';
import classes from './calendar.module.css';
import { CalendarToolbar, calendarViews } from './calendar-toolbar.tsx';
import { EventCard } from './event-card.tsx';
import { EventCardTextContext, eventCardText } from './event-card-text.ts';
import { MonthDateHeader } from './month-date-header.tsx';
import { CardResizeContext } from './resize-handles.tsx';
import { StylistHeader, type StylistResource } from './stylist-header.tsx';
import { WeekDayHeader } from './week-day-header.tsx';

// The addon is CommonJS only (`exports.default`); the bundler hands its default import over as
// `module.exports`, so the function is one `.default` further down there.
const withDragAndDrop =
  (dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ?? dragAndDropAddon;
const DragAndDropCalendar = withDragAndDrop<CalendarEvent, StylistResource>(Calendar);

const components: Components<CalendarEvent, StylistResource> = {
  toolbar: CalendarToolbar,
  event: EventCard,
  resourceHeader: StylistHeader,
  month: { dateHeader: MonthDateHeader },
  week: { header: WeekDayHeader },
};

/*
 * Cards share the width only when their times really intersect: the library's 'overlap' puts
 * back-to-back ones side by side (see day-layout.ts). Typed by the library as taking any metrics.
 */
const dayLayoutAlgorithm = intersectingLayout as never;
const noEvents: CalendarEvent[] = [];

export interface MoveArgs {
  event: AppointmentEvent;
  start: Date;
  end: Date;
  resourceId?: string;
}

interface Props {
  date: Date;
  /** Still showing the dates seen before while the shown ones load. */
  busy: boolean;
  view: View;
  onNavigate: (date: Date) => void;
  onView: (view: View) => void;
  /** The shop's wall clock now (see shop-time.ts). */
  getNow: () => Date;
  events: AppointmentEvent[];
  timeOff: TimeOffEvent[];
  stylists: StylistResource[];
  /** The stylists' working time: what lies outside it is greyed out. */
  hours: WorkingHours;
  /** Where the day and week views begin and end, in minutes after midnight (see shownHours). */
  shownHours: { start: number; end: number };
  colors: ReadonlyMap<string, { main: string; light: string }>;
  canUpdate: boolean;
  onSelect: (event: AppointmentEvent) => void;
  onSelectTimeOff: (timeOff: TimeOff) => void;
  /** An empty slot clicked, or slots dragged over, by someone who may update the calendar. */
  onSelectSlot: (slot: SlotSelection) => void;
  /** An empty slot picked outside the stylist's working hours, by anyone (see OffHoursNotice). */
  onOffHoursSlot: (slot: SlotSelection & { stylistId: string }) => void;
  /** The stylist whose week the week view shows, and the others to pick from. */
  weekStylist: WeekStylistChoice;
  onMove: (args: MoveArgs) => void;
  onResize: (args: MoveArgs) => void;
}

const movable = (event: CalendarEvent) =>
  event.kind === 'appointment' && ['pending', 'confirmed'].includes(event.appointment.status);

const toMoveArgs = ({
  event,
  start,
  end,
  resourceId,
}: EventInteractionArgs<CalendarEvent>): MoveArgs | null =>
  event.kind === 'appointment'
    ? {
        event,
        start: new Date(start),
        end: new Date(end),
        resourceId: typeof resourceId === 'string' ? resourceId : undefined,
      }
    : null;

const dropped = (handler: (args: MoveArgs) => void) => (args: EventInteractionArgs<CalendarEvent>) => {
  const move = toMoveArgs(args);
  if (move && !args.isAllDay) handler(move);
};

/** Blocked time is drawn behind the slots: a click on it opens it, it does not select the slot. */
const onBackgroundEvent = (box: SlotInfo['box']) =>
  !!box && !!document.elementFromPoint(box.clientX, box.clientY)?.closest('.rbc-background-event');

const STEP = 15;
const views = [...calendarViews];
const scrollToTime = new Date(1970, 0, 1, 8);
/** A time of day as the library's min and max take it (only the time counts, on scrollToTime's day). */
const timeOfDay = (minutes: number) =>
  minutes >= 24 * 60 ? new Date(1970, 0, 1, 23, 59, 59, 999) : new Date(1970, 0, 1, 0, minutes);
const titleAccessor = (event: CalendarEvent) =>
  event.kind === 'appointment' ? (event.appointment.customer?.name ?? event.item.serviceName) : '';
const notAllDay = () => false;
const never = () => false;

/*
 * Cards are coloured by classes (calendar.module.css) and their stylist's colours as two custom
 * properties, not by inline colours and borders: the browser styles cards that share their rules
 * much faster (on a day of 800 cards, about 40 ms of the time it takes to show it).
 */
const timeOffProps = { className: classes.timeOff };
const statusClass: Partial<Record<AppointmentStatus, string>> = {
  // Held for an online payment until Stripe confirms it.
  awaiting_payment: `${classes.appointment} ${classes.awaitingPayment}`,
  pending: `${classes.appointment} ${classes.pending}`,
  no_show: `${classes.appointment} ${classes.noShow}`,
};
const stylistStyle = (color: { main: string; light: string }) =>
  ({ '--stylist-main': color.main, '--stylist-light': color.light }) as CSSProperties;

/**
 * react-big-calendar with a column per stylist in the day view; drag and drop, and selecting
 * empty slots to add something, for those who may update. Memoized with stable props: the
 * library re-renders every card whenever it renders, so the page's own changes (a drawer opening,
 * a filter panel) must not reach it.
 */
export const CalendarBoard = memo(function CalendarBoard({
  date,
  busy,
  view,
  onNavigate,
  onView,
  getNow,
  events,
  timeOff,
  stylists,
  hours,
  shownHours,
  colors,
  canUpdate,
  onSelect,
  onSelectTimeOff,
  onSelectSlot,
  onOffHoursSlot,
  weekStylist,
  onMove,
  onResize,
}: Props) {
  const { t } = useTranslation();
  // The formatting locale (language and shop country): week start and headers follow it.
  const culture = useFormatLocale();
  const container = useRef<HTMLDivElement>(null);
  usePlainGridRoles(container, t('calendar.title'));
  const messages = useMemo(
    () => ({
      allDay: t('calendar.allDay'),
      noEventsInRange: t('calendar.noEvents'),
      showMore: (count: number) => t('calendar.showMore', { count }),
      today: t('calendar.today'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      day: t('calendar.views.day'),
      week: t('calendar.views.week'),
      month: t('calendar.views.month'),
    }),
    [t],
  );
  const cardText = useMemo(() => eventCardText(t, culture), [t, culture]);
  // Slots carry their time and column, so that tests (and people reading the DOM) can find them;
  // those outside the stylist's hours (in the week view, outside everyone's) are greyed out.
  const weekId = view === 'week' ? weekStylist.value : null;
  const slotPropGetter = useMemo(() => {
    const everyone = weekId ? [weekId] : stylists.map((s) => s.id);
    // Without columns per stylist (the week view, the time gutter) the library passes null.
    return (date: Date, resourceId?: number | string | null) =>
      ({
        'data-slot': wallTimeKey(date),
        'data-resource': resourceId == null ? undefined : String(resourceId),
        className: isOffHours(hours, resourceId == null ? everyone : [String(resourceId)], date, STEP)
          ? classes.offHours
          : undefined,
      }) as HTMLAttributes<HTMLDivElement>;
  }, [hours, stylists, weekId]);
  // The week view shows one stylist's cards and blocked time; the month view no cards at all but
  // a count and dots a day (month-date-header.tsx).
  const shownEvents = useMemo(() => {
    if (view === 'month') return noEvents;
    return weekId ? events.filter((event) => event.resourceId === weekId) : events;
  }, [view, weekId, events]);
  const shownTimeOff = useMemo(() => {
    if (view === 'month') return noEvents;
    return weekId ? timeOff.filter((event) => event.resourceId === weekId) : timeOff;
  }, [view, weekId, timeOff]);
  const monthDays = useMemo(
    () =>
      view === 'month'
        ? { days: monthSummary(events), stylists: new Map(stylists.map((s) => [s.id, s])) }
        : null,
    [view, events, stylists],
  );
  // A card shows its start and customer at least; everything it says is its tooltip (and, on the
  // card's button, its accessible description). Worked out once per card, not on every render.
  const tooltipAccessor = useMemo(() => {
    const tips = new WeakMap<CalendarEvent, string>();
    return (event: CalendarEvent) => {
      if (event.kind !== 'appointment') return '';
      let tip = tips.get(event);
      if (tip === undefined) {
        tip = cardText.tooltip(event);
        tips.set(event, tip);
      }
      return tip;
    };
  }, [cardText]);
  const min = useMemo(() => timeOfDay(shownHours.start), [shownHours.start]);
  const max = useMemo(() => timeOfDay(shownHours.end), [shownHours.end]);
  const eventPropGetter = useMemo(() => {
    const styles = new Map([...colors].map(([id, color]) => [id, stylistStyle(color)]));
    return (event: CalendarEvent) =>
      event.kind === 'timeOff'
        ? timeOffProps
        : {
            className: statusClass[event.appointment.status] ?? classes.appointment,
            style: styles.get(event.resourceId),
          };
  }, [colors]);
  const selectSlot = useCallback(
    (slot: SlotInfo) => {
      if (slot.action !== 'select' && onBackgroundEvent(slot.box)) return;
      const start = new Date(slot.start);
      const end = new Date(slot.end);
      if (view === 'month') {
        // A day clicked opens it; days dragged over are for adding blocked time or a booking.
        if (slot.action === 'select' && canUpdate)
          onSelectSlot({ start, end, stylistId: null, allDay: true });
        else if (slot.action !== 'select') {
          onNavigate(start);
          onView('day');
        }
        return;
      }
      const stylistId = typeof slot.resourceId === 'string' ? slot.resourceId : weekId;
      if (stylistId && !isWithinHours(hours, stylistId, start, end)) {
        onOffHoursSlot({ start, end, stylistId, allDay: false });
        return;
      }
      if (canUpdate) onSelectSlot({ start, end, stylistId, allDay: false });
    },
    [onSelectSlot, onOffHoursSlot, onNavigate, onView, view, weekId, hours, canUpdate],
  );
  const select = useCallback(
    (event: CalendarEvent) => {
      if (event.kind === 'appointment') onSelect(event);
      else onSelectTimeOff(event.timeOff);
    },
    [onSelect, onSelectTimeOff],
  );
  // The cards are buttons (role, tabindex) but the library opens them by mouse only.
  const keyPress = useCallback(
    (event: CalendarEvent, e: SyntheticEvent<HTMLElement>) => {
      const key = (e as KeyboardEvent<HTMLElement>).key;
      if (key !== 'Enter' && key !== ' ') return;
      e.preventDefault();
      select(event);
    },
    [select],
  );
  const interactive = useCallback((event: CalendarEvent) => canUpdate && movable(event), [canUpdate]);
  // In the day and week views the cards draw their resize handles on hover (resize-handles.tsx);
  // the month view's side handles stay the addon's.
  const cardsResize = canUpdate && view !== 'month';
  const onEventDrop = useMemo(() => dropped(onMove), [onMove]);
  const onEventResize = useMemo(() => dropped(onResize), [onResize]);
  return (
    <div className={classes.board} data-testid="calendar" data-view={view} aria-busy={busy} ref={container}>
      <WeekStylistContext value={weekStylist}>
        <MonthDaysContext value={monthDays}>
          <EventCardTextContext value={cardText}>
            <CardResizeContext value={cardsResize}>
              <DragAndDropCalendar
                localizer={intlLocalizer}
                culture={culture}
                messages={messages}
                components={components}
                date={date}
                view={view}
                views={views}
                onNavigate={onNavigate}
                onView={onView}
                getNow={getNow}
                events={shownEvents}
                backgroundEvents={shownTimeOff}
                // One column per stylist in the day view only; a week of seven times four columns is unreadable.
                resources={view === 'day' && stylists.length > 0 ? stylists : undefined}
                resourceIdAccessor="id"
                resourceTitleAccessor="name"
                startAccessor="start"
                endAccessor="end"
                titleAccessor={titleAccessor}
                tooltipAccessor={tooltipAccessor}
                allDayAccessor={notAllDay}
                dayLayoutAlgorithm={dayLayoutAlgorithm}
                step={STEP}
                timeslots={4}
                min={min}
                max={max}
                scrollToTime={scrollToTime}
                popup
                eventPropGetter={eventPropGetter}
                onSelectEvent={select}
                onKeyPressEvent={keyPress}
                // Everyone may pick a slot: outside working hours it says so (and offers to add anyway).
                selectable
                onSelectSlot={selectSlot}
                slotPropGetter={slotPropGetter}
                draggableAccessor={interactive}
                resizableAccessor={cardsResize ? never : interactive}
                resizable={canUpdate}
                onEventDrop={onEventDrop}
                onEventResize={onEventResize}
              />
            </CardResizeContext>
          </EventCardTextContext>
        </MonthDaysContext>
      </WeekStylistContext>
    </div>
  );
});
