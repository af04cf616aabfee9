import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOff } from '../../../api/time-off.ts';
import { TimeOffCategorySelect } from '../../../components/time-off-category-select.tsx';
import { useTimeOffForm } from '../../../hooks/use-time-off-form.ts';
import type { SlotSelection } from '../lib/new-entry.ts';
import { addDays, wallDateKey, wallTimeKey } from '../lib/shop-time.ts';
import {
  missingTimeOffFields,
  placementFor,
  type TimeOffValues,
  timeOffBody,
} from '../lib/time-off-request.ts';
import { DateField } from './date-field.tsx';
import { FormError } from './form-error.tsx';
import type { StylistResource } from './stylist-header.tsx';

const HOUR = 60 * 60_000;

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
  // A click selects one slot: an hour is the likelier block; a drag means what it covers.
  const end =
    slot.end.getTime() - slot.start.getTime() <= 15 * 60_000
      ? new Date(slot.start.getTime() + HOUR)
      : slot.end;
  const [alert, setAlert] = useState<string | null>(null);

  const { form, submit, create } = useTimeOffForm<TimeOffValues>({
    shopId,
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
    missing: missingTimeOffFields,
    bodyOf: (values) => timeOffBody(values, timeZone),
    placementFor,
    t,
    onCreated,
    onRefused: (error, unplaced, other) =>
      setAlert(
        [
          unplaced ? errorMessage(i18n, error) : t('calendar.create.checkFields'),
          ...other.map((detail) => detail.message),
        ].join(' '),
      ),
    onSend: () => setAlert(null),
    onInvalid: () => setAlert(null),
  });
  const { values } = form;
  /** A change that also takes away the problems it answers under other fields. */
  const changeAnd =
    <K extends keyof TimeOffValues>(field: K, ...others: string[]) =>
    (value: TimeOffValues[K]) => {
      form.setFieldValue(field, value as never);
      for (const other of others) form.clearFieldError(other);
    };

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
          <TimeOffCategorySelect
            label={t('calendar.create.category')}
            required
            nameOf={(category) => t(`calendar.category.${category}`)}
            {...form.getInputProps('category')}
            onChange={(category) => form.setFieldValue('category', category)}
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
        {alert && <FormError>{alert}</FormError>}
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
