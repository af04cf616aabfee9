import '@mantine/dates/styles.css';
import '../lib/dates-locales.ts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { inShop, type SessionShop } from '@salon/domain';
import { firstDayOfWeek } from '@salon/domain/calendar-date';
import { errorMessage } from '@salon/web/error-message';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { View } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import type { TimeOff } from '../../../api/time-off.ts';
import { useAppointmentEvents } from '../../../hooks/use-appointment-events.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { useCalendarData, useWeekStylist } from '../hooks/use-calendar-data.ts';
import { useCalendarFilters } from '../hooks/use-calendar-filters.ts';
import { useCalendarLink, useLinkedAppointment } from '../hooks/use-calendar-link.ts';
import { useMoveAppointment } from '../hooks/use-move-appointment.ts';
import type { AppointmentEvent } from '../lib/calendar-events.ts';
import type { EntryKind, SlotSelection } from '../lib/new-entry.ts';
import { mayBookOutsideHours } from '../lib/override.ts';
import { toWallDate, wallDateKey, wallDateOf } from '../lib/shop-time.ts';
import { visibleRange } from '../lib/visible-range.ts';
import { AppointmentDrawer } from './appointment-drawer.tsx';
import { CalendarBoard } from './calendar-board.tsx';
import { CalendarFilters } from './calendar-filters.tsx';
import { NewEntryModal } from './new-entry-modal.tsx';
import { OffHoursNotice, type OffHoursSlot } from './off-hours-notice.tsx';
import { TimeOffModal } from './time-off-modal.tsx';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

/** Where "New" starts without a slot: the next quarter hour today, 09:00 on another day. */
function defaultSlot(shown: Date, now: Date): SlotSelection {
  const today = wallDateKey(shown) === wallDateKey(now);
  const start = today
    ? new Date(Math.ceil(now.getTime() / QUARTER) * QUARTER)
    : new Date(shown.getFullYear(), shown.getMonth(), shown.getDate(), 9);
  return { start, end: new Date(start.getTime() + QUARTER), stylistId: null, allDay: false };
}

function ShopCalendar({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const canUpdate = ability.can('update', inShop('calendar', shop.id));
  const canOverride = mayBookOutsideHours(ability, shop.id);
  const timeZone = shop.timeZone;
  const getNow = useCallback(() => toWallDate(Date.now(), timeZone), [timeZone]);
  const link = useCalendarLink();
  const [date, setDate] = useState(() => (link?.date ? wallDateOf(link.date) : getNow()));
  const [view, setView] = useState<View>('day');
  const [selectedId, setSelectedId] = useState<string | null>(link?.appointmentId ?? null);
  const [linkedId, setLinkedId] = useState<string | null>(link?.appointmentId ?? null);
  const [followedLink, setFollowedLink] = useState(link);
  if (link !== followedLink) {
    // A link followed while the calendar is already open (the global search).
    setFollowedLink(link);
    if (link) {
      if (link.date) setDate(wallDateOf(link.date));
      setView('day');
      setSelectedId(link.appointmentId);
      setLinkedId(link.appointmentId);
    }
  }
  const [newSlot, setNewSlot] = useState<SlotSelection | null>(null);
  const [newKind, setNewKind] = useState<EntryKind>('appointment');
  const [openTimeOff, setOpenTimeOff] = useState<TimeOff | null>(null);
  const [offHours, setOffHours] = useState<OffHoursSlot | null>(null);
  const filters = useCalendarFilters();
  const locale = useFormatLocale();
  const firstDay = firstDayOfWeek(locale);
  const range = visibleRange(date, view, firstDay);

  const data = useCalendarData(shop.id, timeZone, range, filters);
  const { resources, allStylists, colors, stylistNames, events, blocked, hours, shown } = data;
  const { onMove, onResize } = useMoveAppointment(shop.id, timeZone);
  useAppointmentEvents(shop.id);

  const showDay = useCallback(
    (start: string) => {
      const day = toWallDate(start, timeZone);
      setDate((shown) => (wallDateKey(shown) === wallDateKey(day) ? shown : day));
    },
    [timeZone],
  );
  const linkFailed = useCallback(
    (error: unknown) => {
      toast.error(errorMessage(i18n, error));
      setLinkedId(null);
      setSelectedId(null);
    },
    [i18n],
  );
  const linked = useLinkedAppointment(shop.id, linkedId, showDay, linkFailed);

  const weekStylist = useWeekStylist(shop.id, resources);
  const selected =
    data.appointments?.find((a) => a.id === selectedId) ?? (linked?.id === selectedId ? linked : null);

  const onSelect = useCallback((event: AppointmentEvent) => setSelectedId(event.appointment.id), []);
  const openNew = useCallback((slot: SlotSelection) => {
    setNewKind('appointment');
    setNewSlot(slot);
  }, []);
  const showOffHours = useCallback(
    (slot: SlotSelection & { stylistId: string }) =>
      setOffHours({ slot, stylistName: stylistNames.get(slot.stylistId) ?? '' }),
    [stylistNames],
  );
  const closeAppointment = useCallback(() => {
    setSelectedId(null);
    setLinkedId(null);
  }, []);
  const datesSettings = useMemo(
    () => ({
      locale: i18n.resolvedLanguage ?? 'en',
      firstDayOfWeek: firstDay as 0 | 1 | 2 | 3 | 4 | 5 | 6,
      consistentWeeks: true,
    }),
    [i18n.resolvedLanguage, firstDay],
  );

  const { error } = data;
  return (
    <DatesProvider settings={datesSettings}>
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t('calendar.title')}</Title>
        {canUpdate && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => openNew(defaultSlot(view === 'day' ? date : getNow(), getNow()))}
            data-testid="calendar-new"
          >
            {t('calendar.create.button')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" title={t('calendar.loadError')}>
          {errorMessage(i18n, error)}
        </Alert>
      )}
      <Group align="flex-start" gap="md" wrap="wrap">
        <CalendarBoard
          date={date}
          busy={data.busy}
          view={view}
          onNavigate={setDate}
          onView={setView}
          getNow={getNow}
          events={events}
          timeOff={blocked}
          stylists={resources}
          hours={hours}
          shownHours={shown}
          colors={colors}
          canUpdate={canUpdate}
          onSelect={onSelect}
          onSelectTimeOff={setOpenTimeOff}
          onSelectSlot={openNew}
          onOffHoursSlot={showOffHours}
          weekStylist={weekStylist}
          onMove={onMove}
          onResize={onResize}
        />
        <CalendarFilters filters={filters} stylists={allStylists} />
      </Group>
      <AppointmentDrawer
        shopId={shop.id}
        timeZone={timeZone}
        appointment={selected}
        stylistNames={stylistNames}
        stylists={allStylists}
        canUpdate={canUpdate}
        onClose={closeAppointment}
        onMoved={(start) => {
          if (view === 'day' && wallDateKey(start) !== wallDateKey(date)) setDate(start);
        }}
      />
      <NewEntryModal
        shopId={shop.id}
        timeZone={timeZone}
        slot={newSlot}
        kind={newKind}
        onKindChange={setNewKind}
        stylists={allStylists}
        onClose={() => setNewSlot(null)}
      />
      <OffHoursNotice
        notice={offHours}
        canOverride={canOverride}
        onAddAnyway={(slot) => {
          setOffHours(null);
          openNew({ ...slot, override: true });
        }}
        onClose={() => setOffHours(null)}
      />
      <TimeOffModal
        shopId={shop.id}
        timeZone={timeZone}
        timeOff={openTimeOff}
        stylistNames={stylistNames}
        canUpdate={canUpdate}
        onClose={() => setOpenTimeOff(null)}
      />
    </DatesProvider>
  );
}

/** The shop's appointments and blocked time by day (a column per stylist), week and month. */
export function CalendarPage() {
  const { t } = useTranslation();
  const { shop } = useCurrentShop();
  usePageTitle(t('calendar.title'));
  return (
    <Stack gap="md">
      {shop ? (
        <ShopCalendar key={shop.id} shop={shop} />
      ) : (
        <>
          <Title order={1}>{t('calendar.title')}</Title>
          <Text>{t('calendar.noShop')}</Text>
        </>
      )}
    </Stack>
  );
}
