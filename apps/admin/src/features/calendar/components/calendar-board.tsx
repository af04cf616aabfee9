import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { CSSProperties, HTMLAttributes, KeyboardEvent, SyntheticEvent } from 'react';
import { useMemo, useRef } from 'react';
import { Calendar, type Components, type SlotInfo, type View } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useTranslation } from 'react-i18next';
import type { TimeOff } from '../api/list-time-off.ts';
import { usePlainGridRoles } from '../hooks/use-plain-grid-roles.ts';
import type { AppointmentEvent, CalendarEvent, TimeOffEvent } from '../lib/calendar-events.ts';
import { intlLocalizer } from '../lib/calendar-localizer.ts';
import type { SlotSelection } from '../lib/new-entry.ts';
import { wallTimeKey } from '../lib/shop-time.ts';
import classes from './calendar.module.css';
import { CalendarToolbar, calendarViews } from './calendar-toolbar.tsx';
import { EventCard } from './event-card.tsx';
import { StylistHeader, type StylistResource } from './stylist-header.tsx';

// The addon is CommonJS only (`exports.default`); the bundler hands its default import over as
// `module.exports`, so the function is one `.default` further down there.
const withDragAndDrop =
  (dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ?? dragAndDropAddon;
const DragAndDropCalendar = withDragAndDrop<CalendarEvent, StylistResource>(Calendar);

const components: Components<CalendarEvent, StylistResource> = {
  toolbar: CalendarToolbar,
  event: EventCard,
  resourceHeader: StylistHeader,
};

const timeOffStyle: CSSProperties = {
  backgroundColor: 'var(--mantine-color-gray-2)',
  color: 'var(--mantine-color-gray-9)',
  border: '1px solid var(--mantine-color-gray-5)',
};

export interface MoveArgs {
  event: AppointmentEvent;
  start: Date;
  end: Date;
  resourceId?: string;
}

interface Props {
  date: Date;
  view: View;
  onNavigate: (date: Date) => void;
  onView: (view: View) => void;
  /** The shop's wall clock now (see shop-time.ts). */
  getNow: () => Date;
  events: AppointmentEvent[];
  timeOff: TimeOffEvent[];
  stylists: StylistResource[];
  colors: ReadonlyMap<string, { main: string; light: string }>;
  canUpdate: boolean;
  onSelect: (event: AppointmentEvent) => void;
  onSelectTimeOff: (timeOff: TimeOff) => void;
  /** An empty slot clicked, or slots dragged over, by someone who may update the calendar. */
  onSelectSlot: (slot: SlotSelection) => void;
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

/** Blocked time is drawn behind the slots: a click on it opens it, it does not select the slot. */
const onBackgroundEvent = (box: SlotInfo['box']) =>
  !!box && !!document.elementFromPoint(box.clientX, box.clientY)?.closest('.rbc-background-event');

// Slots carry their time and column, so that tests (and people reading the DOM) can find them.
const slotPropGetter = (date: Date, resourceId?: number | string) =>
  ({
    'data-slot': wallTimeKey(date),
    'data-resource': resourceId === undefined ? undefined : String(resourceId),
  }) as HTMLAttributes<HTMLDivElement>;

/**
 * react-big-calendar with a column per stylist in the day view; drag and drop, and selecting
 * empty slots to add something, for those who may update.
 */
export function CalendarBoard(props: Props) {
  const { t, i18n } = useTranslation();
  const { colors, canUpdate } = props;
  const container = useRef<HTMLDivElement>(null);
  usePlainGridRoles(container);
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
  const eventPropGetter = (event: CalendarEvent) => {
    if (event.kind === 'timeOff') return { style: timeOffStyle };
    const color = colors.get(event.resourceId) ?? { main: '#868e96', light: '#f1f3f5' };
    const style: CSSProperties = {
      backgroundColor: color.light,
      color: '#1a1b1e',
      border: `1px solid ${color.main}`,
      borderLeft: `4px solid ${color.main}`,
      borderStyle: event.appointment.status === 'pending' ? 'dashed' : 'solid',
      opacity: event.appointment.status === 'no_show' ? 0.75 : 1,
    };
    return { style };
  };
  const selectSlot = (slot: SlotInfo) => {
    if (slot.action !== 'select' && onBackgroundEvent(slot.box)) return;
    props.onSelectSlot({
      start: new Date(slot.start),
      end: new Date(slot.end),
      stylistId: typeof slot.resourceId === 'string' ? slot.resourceId : null,
      allDay: props.view === 'month',
    });
  };
  const select = (event: CalendarEvent) => {
    if (event.kind === 'appointment') props.onSelect(event);
    else props.onSelectTimeOff(event.timeOff);
  };
  // The cards are buttons (role, tabindex) but the library opens them by mouse only.
  const keyPress = (event: CalendarEvent, e: SyntheticEvent<HTMLElement>) => {
    const key = (e as KeyboardEvent<HTMLElement>).key;
    if (key !== 'Enter' && key !== ' ') return;
    e.preventDefault();
    select(event);
  };
  const drop = (handler: (args: MoveArgs) => void) => (args: EventInteractionArgs<CalendarEvent>) => {
    const move = toMoveArgs(args);
    if (move && !args.isAllDay) handler(move);
  };
  return (
    <div className={classes.board} data-testid="calendar" ref={container}>
      <DragAndDropCalendar
        localizer={intlLocalizer}
        culture={i18n.resolvedLanguage}
        messages={messages}
        components={components}
        date={props.date}
        view={props.view}
        views={[...calendarViews]}
        onNavigate={props.onNavigate}
        onView={props.onView}
        getNow={props.getNow}
        events={props.events}
        backgroundEvents={props.timeOff}
        // One column per stylist in the day view only; a week of seven times four columns is unreadable.
        resources={props.view === 'day' && props.stylists.length > 0 ? props.stylists : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="name"
        startAccessor="start"
        endAccessor="end"
        titleAccessor={(event) =>
          event.kind === 'appointment' ? (event.appointment.customer?.name ?? event.item.serviceName) : ''
        }
        tooltipAccessor={null}
        allDayAccessor={() => false}
        step={15}
        timeslots={4}
        scrollToTime={new Date(1970, 0, 1, 8)}
        popup
        eventPropGetter={eventPropGetter}
        onSelectEvent={select}
        onKeyPressEvent={keyPress}
        selectable={canUpdate}
        onSelectSlot={selectSlot}
        slotPropGetter={slotPropGetter}
        draggableAccessor={(event) => canUpdate && movable(event)}
        resizableAccessor={(event) => canUpdate && movable(event)}
        resizable={canUpdate}
        onEventDrop={drop(props.onMove)}
        onEventResize={drop(props.onResize)}
      />
    </div>
  );
}
