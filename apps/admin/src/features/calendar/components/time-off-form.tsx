import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type CalendarType, calendarTypes } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TimeOff, useCreateTimeOff } from '../../../api/time-off.ts';
import { type FieldMessages, isClean, serverFieldMessages } from '../lib/form-errors.ts';
import type { SlotSelection } from '../lib/new-entry.ts';
import {
  addDays,
  instantFromFields,
  minutesOf,
  wallDateKey,
  wallDateOf,
  wallTimeKey,
} from '../lib/shop-time.ts';
import { DateField } from './date-field.tsx';
import type { StylistResource } from './stylist-header.tsx';

type Field = 'stylist' | 'date' | 'endDate' | 'start' | 'end' | 'category' | 'note';

function fieldOf(path: string): Field | null {
  if (path === 'stylistId') return 'stylist';
  if (path === 'start' || path === 'end' || path === 'category' || path === 'note') return path;
  return null;
}

const serverMessages: Record<Field, string> = {
  stylist: 'calendar.validation.stylistInvalid',
  date: 'calendar.validation.dateRequired',
  endDate: 'calendar.validation.endAfterStart',
  start: 'calendar.validation.timeInvalid',
  end: 'calendar.validation.endAfterStart',
  category: 'calendar.validation.categoryRequired',
  note: 'calendar.validation.noteInvalid',
};

const HOUR = 60 * 60_000;

const dayAfter = (date: string) => wallDateKey(addDays(wallDateOf(date), 1));

interface Props {
  shopId: string;
  timeZone: string;
  slot: SlotSelection;
  stylists: readonly StylistResource[];
  onCreated: (timeOff: TimeOff) => void;
  onCancel: () => void;
}

/**
 * Time a stylist cannot be booked: part of a day, or whole days (a holiday). The end time 00:00
 * means the end of that day.
 */
export function TimeOffForm({ shopId, timeZone, slot, stylists, onCreated, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const create = useCreateTimeOff(shopId);
  // A click selects one slot: an hour is the likelier block; a drag means what it covers.
  const end =
    slot.end.getTime() - slot.start.getTime() <= 15 * 60_000
      ? new Date(slot.start.getTime() + HOUR)
      : slot.end;
  const [stylistId, setStylistId] = useState<string | null>(slot.stylistId);
  const [allDay, setAllDay] = useState(slot.allDay);
  const [date, setDate] = useState<string | null>(wallDateKey(slot.start));
  // Whole days end at midnight after the last one; the form names the last day itself.
  const [endDate, setEndDate] = useState<string | null>(
    wallDateKey(slot.allDay ? addDays(slot.end, -1) : slot.start),
  );
  const [startTime, setStartTime] = useState(slot.allDay ? '09:00' : wallTimeKey(slot.start));
  const [endTime, setEndTime] = useState(slot.allDay ? '18:00' : wallTimeKey(end));
  const [category, setCategory] = useState<CalendarType>('Personal');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldMessages<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const edit =
    <T,>(set: (value: T) => void, ...fields: Field[]) =>
    (value: T) => {
      set(value);
      setProblems((previous) => {
        const next = { ...previous };
        for (const field of fields) delete next[field];
        return next;
      });
    };

  /** The block's instants, or null while a field is incomplete. */
  function instants(): { start: string; end: string } | null {
    if (!date) return null;
    if (allDay) {
      if (!endDate) return null;
      const start = instantFromFields(date, '00:00', timeZone);
      const after = instantFromFields(dayAfter(endDate), '00:00', timeZone);
      return start && after ? { start, end: after } : null;
    }
    const start = instantFromFields(date, startTime, timeZone);
    const endMinutes = minutesOf(endTime);
    if (!start || endMinutes === null) return null;
    // 00:00 as an end is the midnight after the day.
    const endAt = instantFromFields(endMinutes === 0 ? dayAfter(date) : date, endTime, timeZone);
    return endAt ? { start, end: endAt } : null;
  }

  function validate(): FieldMessages<Field> {
    const found: FieldMessages<Field> = {};
    if (!stylistId) found.stylist = 'calendar.validation.stylistRequired';
    if (!date) found.date = 'calendar.validation.dateRequired';
    if (allDay) {
      if (!endDate) found.endDate = 'calendar.validation.dateRequired';
      else if (date && endDate < date) found.endDate = 'calendar.validation.endAfterStart';
    } else {
      if (minutesOf(startTime) === null) found.start = 'calendar.validation.timeInvalid';
      if (minutesOf(endTime) === null) found.end = 'calendar.validation.timeInvalid';
      const range = instants();
      if (!found.start && !found.end && range && Date.parse(range.end) <= Date.parse(range.start)) {
        found.end = 'calendar.validation.endAfterStart';
      }
    }
    return found;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    setAlert(null);
    const range = instants();
    if (!isClean(found) || !range || !stylistId) return;
    create.mutate(
      { stylistId, start: range.start, end: range.end, category, note: note.trim() || null },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const { fields, other } = serverFieldMessages(error, fieldOf, serverMessages);
          setProblems(fields);
          setAlert(
            [
              isClean(fields) || other.length > 0
                ? errorMessage(i18n, error)
                : t('calendar.create.checkFields'),
              ...other.map((detail) => detail.message),
            ].join(' '),
          );
        },
      },
    );
  };

  const problem = (field: Field) => (problems[field] ? t(problems[field]) : undefined);

  return (
    <form onSubmit={submit} noValidate data-testid="time-off-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('calendar.create.stylist')}
            required
            data={stylists.map((s) => ({ value: s.id, label: s.name }))}
            value={stylistId}
            onChange={edit(setStylistId, 'stylist')}
            allowDeselect={false}
            error={problem('stylist')}
            data-testid="time-off-stylist"
          />
          <Select
            label={t('calendar.create.category')}
            required
            data={calendarTypes.map((value) => ({ value, label: t(`calendar.category.${value}`) }))}
            value={category}
            onChange={(value) => edit(setCategory, 'category')((value as CalendarType | null) ?? 'Personal')}
            allowDeselect={false}
            error={problem('category')}
            data-testid="time-off-category"
          />
        </SimpleGrid>
        <Checkbox
          label={t('calendar.create.allDay')}
          checked={allDay}
          onChange={(e) => edit(setAllDay, 'endDate', 'start', 'end')(e.currentTarget.checked)}
          data-testid="time-off-all-day"
        />
        {allDay ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField
              label={t('calendar.create.firstDay')}
              required
              value={date}
              onChange={edit(setDate, 'date', 'endDate')}
              error={problem('date')}
              data-testid="time-off-date"
            />
            <DateField
              label={t('calendar.create.lastDay')}
              required
              value={endDate}
              minDate={date ?? undefined}
              onChange={edit(setEndDate, 'endDate')}
              error={problem('endDate')}
              data-testid="time-off-end-date"
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <DateField
              label={t('calendar.create.date')}
              required
              value={date}
              onChange={edit(setDate, 'date')}
              error={problem('date')}
              data-testid="time-off-date"
            />
            <TimeInput
              label={t('calendar.create.from')}
              required
              value={startTime}
              onChange={(e) => edit(setStartTime, 'start', 'end')(e.currentTarget.value)}
              error={problem('start')}
              data-testid="time-off-start"
            />
            <TimeInput
              label={t('calendar.create.until')}
              required
              value={endTime}
              onChange={(e) => edit(setEndTime, 'end')(e.currentTarget.value)}
              error={problem('end')}
              data-testid="time-off-end"
            />
          </SimpleGrid>
        )}
        <Textarea
          label={t('calendar.create.note')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={1000}
          value={note}
          onChange={(e) => edit(setNote, 'note')(e.currentTarget.value)}
          error={problem('note')}
          data-testid="time-off-note"
        />
        <Text size="xs" c="dimmed">
          {t('calendar.create.timeOffHint')}
        </Text>
        {alert && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="form-error"
          >
            {alert}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('calendar.create.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-submit">
            {t('calendar.create.submit.timeOff')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
