import { Alert, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import type { CalendarType } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { TimeOffCategorySelect } from '../../../components/time-off-category-select.tsx';
import { useTimeOffForm } from '../../../hooks/use-time-off-form.ts';
import type { FormMessages, Placement } from '../../../lib/form-errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { shopInstant } from '../lib/shop-dates.ts';
import { FormActions, FormModal } from './form-modal.tsx';

interface Props {
  shopId: string;
  stylistId: string;
  timeZone: string;
  today: string;
  onClose: () => void;
}

interface TimeOffValues {
  allDay: boolean;
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  category: CalendarType;
  note: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Where the request's paths show: a whole day's end is its date, a part of a day's its time. */
const placementFor =
  (allDay: boolean) =>
  (path: string): Placement | null => {
    if (path === 'start') return ['startDate', 'validation.dateRequired'];
    if (path === 'end') return [allDay ? 'endDate' : 'endTime', 'validation.endAfterStart'];
    return null;
  };

/** What was left out or cannot be read. */
function missing(values: TimeOffValues): FormMessages {
  const found: FormMessages = {};
  if (!values.startDate) found.startDate = 'validation.dateRequired';
  if (!values.endDate) found.endDate = 'validation.dateRequired';
  if (!values.allDay && !TIME.test(values.startTime)) found.startTime = 'validation.timeRequired';
  if (!values.allDay && !TIME.test(values.endTime)) found.endTime = 'validation.timeRequired';
  return found;
}

function TimeOffForm({ shopId, stylistId, timeZone, today, onClose }: Props) {
  const { t, i18n } = useTranslation('team');
  const locale = useFormatLocale();
  const [unplaced, setUnplaced] = useState(false);

  /** The request, once both dates and times are there. */
  function bodyOf(values: TimeOffValues) {
    const { allDay, startDate, endDate } = values;
    if (!startDate || !endDate || (!allDay && !(TIME.test(values.startTime) && TIME.test(values.endTime))))
      return null;
    // A whole day runs from the shop's midnight to the next one, 23 or 25 hours on DST days.
    const start = shopInstant(timeZone, startDate, allDay ? '00:00' : values.startTime);
    const end = shopInstant(timeZone, endDate, allDay ? '24:00' : values.endTime);
    return { stylistId, start, end, category: values.category, note: values.note.trim() || null };
  }

  const { form, submit, create } = useTimeOffForm<TimeOffValues>({
    shopId,
    initialValues: {
      allDay: false,
      startDate: today,
      startTime: '09:00',
      endDate: today,
      endTime: '17:00',
      category: 'Personal',
      note: '',
    },
    missing,
    bodyOf,
    placementFor,
    t,
    onCreated: () => {
      toast.success(t('timeOff.saved'));
      onClose();
    },
    onRefused: (_error, unplaced) => setUnplaced(unplaced),
    onSend: () => setUnplaced(false),
  });
  const { values } = form;

  const dateFormat = (value: string) => formatDay(value, timeZone, locale);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, create.error)}
          </Alert>
        )}
        <Switch
          label={t('timeOff.allDay')}
          {...form.getInputProps('allDay', { type: 'checkbox' })}
          data-testid="time-off-all-day"
        />
        <SimpleGrid cols={values.allDay ? 1 : 2}>
          <DateInput
            label={t('timeOff.startDate')}
            required
            {...form.getInputProps('startDate')}
            onChange={(value) => {
              form.setFieldValue('startDate', value);
              if (value && (!values.endDate || values.endDate < value)) form.setFieldValue('endDate', value);
            }}
            valueFormat={dateFormat}
            data-testid="time-off-start-date"
          />
          {!values.allDay && (
            <TimeInput
              label={t('timeOff.startTime')}
              required
              {...form.getInputProps('startTime')}
              data-testid="time-off-start-time"
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={values.allDay ? 1 : 2}>
          <DateInput
            label={t('timeOff.endDate')}
            required
            {...form.getInputProps('endDate')}
            minDate={values.startDate ?? undefined}
            valueFormat={dateFormat}
            data-testid="time-off-end-date"
          />
          {!values.allDay && (
            <TimeInput
              label={t('timeOff.endTime')}
              required
              {...form.getInputProps('endTime')}
              data-testid="time-off-end-time"
            />
          )}
        </SimpleGrid>
        <TimeOffCategorySelect
          label={t('timeOff.category')}
          nameOf={(category) => t(`timeOff.categories.${category}`)}
          {...form.getInputProps('category')}
          onChange={(category) => form.setFieldValue('category', category)}
          data-testid="time-off-category"
        />
        <Textarea
          label={t('timeOff.note')}
          {...form.getInputProps('note')}
          maxLength={1000}
          autosize
          minRows={2}
          data-testid="time-off-note"
        />
        <FormActions
          onCancel={onClose}
          submitLabel={t('actions.save')}
          loading={create.isPending}
          testId="time-off-save"
        />
      </Stack>
    </form>
  );
}

/** Blocks some of the stylist's time: no bookings then; appointments already there stay. */
export function TimeOffModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <FormModal opened={opened} onClose={props.onClose} title={t('timeOff.newTitle')}>
      <TimeOffForm {...props} />
    </FormModal>
  );
}
