import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type CalendarType, calendarTypes, timeOffRequest } from '@salon/domain';
import { addDays as addCalendarDays } from '@salon/domain/calendar-date';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TimeOff, useCreateTimeOff } from '../../../api/time-off.ts';
import {
  type FormMessages,
  type Placement,
  schemaErrors,
  showServerErrors,
  translateErrors,
} from '../../../lib/form-errors.ts';
import type { SlotSelection } from '../lib/new-entry.ts';
import { addDays, instantFromFields, minutesOf, wallDateKey, wallTimeKey } from '../lib/shop-time.ts';
import { DateField } from './date-field.tsx';
import type { StylistResource } from './stylist-header.tsx';

interface TimeOffValues {
  stylistId: string | null;
  allDay: boolean;
  date: string | null;
  /** The last whole day off. */
  endDate: string | null;
  startTime: string;
  endTime: string;
  category: CalendarType;
  note: string;
}

/** Where the request's paths show: whole days name their start and end by the dates. */
const placementFor =
  (allDay: boolean) =>
  (path: string): Placement | null => {
    if (path === 'stylistId') return ['stylistId', 'calendar.validation.stylistInvalid'];
    if (path === 'start')
      return allDay
        ? ['date', 'calendar.validation.dateRequired']
        : ['startTime', 'calendar.validation.timeInvalid'];
    if (path === 'end') return [allDay ? 'endDate' : 'endTime', 'calendar.validation.endAfterStart'];
    if (path === 'category') return ['category', 'calendar.validation.categoryRequired'];
    if (path === 'note') return ['note', 'calendar.validation.noteInvalid'];
    return null;
  };

const HOUR = 60 * 60_000;

const dayAfter = (date: string) => addCalendarDays(date, 1);

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
  const [alert, setAlert] = useState<string | null>(null);

  /** The block's instants, or null while a field is incomplete. */
  function instants(values: TimeOffValues): { start: string; end: string } | null {
    const { date, endDate, startTime, endTime } = values;
    if (!date) return null;
    if (values.allDay) {
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

  const bodyOf = (values: TimeOffValues, range: { start: string; end: string }) => ({
    stylistId: values.stylistId ?? '',
    ...range,
    category: values.category,
    note: values.note.trim() || null,
  });

  /** What was left out or cannot be read; then the domain's schema judges the block itself. */
  function validate(values: TimeOffValues): FormMessages {
    const found: FormMessages = {};
    if (!values.stylistId) found.stylistId = 'calendar.validation.stylistRequired';
    if (!values.date) found.date = 'calendar.validation.dateRequired';
    if (values.allDay) {
      if (!values.endDate) found.endDate = 'calendar.validation.dateRequired';
    } else {
      if (minutesOf(values.startTime) === null) found.startTime = 'calendar.validation.timeInvalid';
      if (minutesOf(values.endTime) === null) found.endTime = 'calendar.validation.timeInvalid';
    }
    const range = instants(values);
    if (!range) return found;
    return { ...schemaErrors(timeOffRequest, bodyOf(values, range), placementFor(values.allDay)), ...found };
  }

  const form = useForm<TimeOffValues>({
    initialValues: {
      stylistId: slot.stylistId,
      allDay: slot.allDay,
      date: wallDateKey(slot.start),
      // Whole days end at midnight after the last one; the form names the last day itself.
      endDate: wallDateKey(slot.allDay ? addDays(slot.end, -1) : slot.start),
      startTime: slot.allDay ? '09:00' : wallTimeKey(slot.start),
      endTime: slot.allDay ? '18:00' : wallTimeKey(end),
      category: 'Personal',
      note: '',
    },
    validate,
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  /** A change that also takes away the problems it answers under other fields. */
  const changeAnd =
    <K extends keyof TimeOffValues>(field: K, ...others: string[]) =>
    (value: TimeOffValues[K]) => {
      form.setFieldValue(field, value as never);
      for (const other of others) form.clearFieldError(other);
    };

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      const range = instants(values);
      if (!range) return;
      create.mutate(bodyOf(values, range), {
        onSuccess: onCreated,
        onError: (error) => {
          const { placed, other } = showServerErrors(form, error, placementFor(values.allDay));
          setAlert(
            [
              !placed || other.length > 0 ? errorMessage(i18n, error) : t('calendar.create.checkFields'),
              ...other.map((detail) => detail.message),
            ].join(' '),
          );
        },
      });
    },
    () => setAlert(null),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="time-off-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('calendar.create.stylist')}
            required
            data={stylists.map((s) => ({ value: s.id, label: s.name }))}
            {...form.getInputProps('stylistId')}
            allowDeselect={false}
            data-testid="time-off-stylist"
          />
          <Select
            label={t('calendar.create.category')}
            required
            data={calendarTypes.map((value) => ({ value, label: t(`calendar.category.${value}`) }))}
            {...form.getInputProps('category')}
            onChange={(value) => form.setFieldValue('category', (value as CalendarType | null) ?? 'Personal')}
            allowDeselect={false}
            data-testid="time-off-category"
          />
        </SimpleGrid>
        <Checkbox
          label={t('calendar.create.allDay')}
          checked={values.allDay}
          onChange={(e) => changeAnd('allDay', 'endDate', 'startTime', 'endTime')(e.currentTarget.checked)}
          data-testid="time-off-all-day"
        />
        {values.allDay ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField
              label={t('calendar.create.firstDay')}
              required
              {...form.getInputProps('date')}
              value={values.date}
              onChange={changeAnd('date', 'endDate')}
              data-testid="time-off-date"
            />
            <DateField
              label={t('calendar.create.lastDay')}
              required
              {...form.getInputProps('endDate')}
              value={values.endDate}
              minDate={values.date ?? undefined}
              onChange={changeAnd('endDate')}
              data-testid="time-off-end-date"
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <DateField
              label={t('calendar.create.date')}
              required
              {...form.getInputProps('date')}
              value={values.date}
              onChange={changeAnd('date')}
              data-testid="time-off-date"
            />
            <TimeInput
              label={t('calendar.create.from')}
              required
              {...form.getInputProps('startTime')}
              onChange={(e) => changeAnd('startTime', 'endTime')(e.currentTarget.value)}
              data-testid="time-off-start"
            />
            <TimeInput
              label={t('calendar.create.until')}
              required
              {...form.getInputProps('endTime')}
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
          {...form.getInputProps('note')}
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
