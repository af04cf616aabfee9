import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { type CalendarType, calendarTypes } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useCreateTimeOff } from '../../../api/time-off.ts';
import { formatDay } from '../../../lib/format.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { shopInstant } from '../lib/shop-dates.ts';

interface Props {
  shopId: string;
  stylistId: string;
  timeZone: string;
  today: string;
  onClose: () => void;
}

type Errors = Partial<Record<'startDate' | 'startTime' | 'endDate' | 'endTime', string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function TimeOffForm({ shopId, stylistId, timeZone, today, onClose }: Props) {
  const { t, i18n } = useTranslation('team');
  const locale = i18n.language;
  const [allDay, setAllDay] = useState(false);
  const [startDate, setStartDate] = useState<string | null>(today);
  const [startTime, setStartTime] = useState('09:00');
  const [endDate, setEndDate] = useState<string | null>(today);
  const [endTime, setEndTime] = useState('17:00');
  const [category, setCategory] = useState<CalendarType>('Personal');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateTimeOff(shopId);
  const server = serverFieldErrors(create.error);
  const unplaced = create.error && !server.start && !server.end && !server.note && !server.category;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!startDate) found.startDate = t('validation.dateRequired');
    if (!endDate) found.endDate = t('validation.dateRequired');
    if (!allDay && !TIME.test(startTime)) found.startTime = t('validation.timeRequired');
    if (!allDay && !TIME.test(endTime)) found.endTime = t('validation.timeRequired');
    let start = '';
    let end = '';
    if (startDate && endDate && Object.keys(found).length === 0) {
      // A whole day runs from the shop's midnight to the next one, 23 or 25 hours on DST days.
      start = shopInstant(timeZone, startDate, allDay ? '00:00' : startTime);
      end = shopInstant(timeZone, endDate, allDay ? '24:00' : endTime);
      if (Date.parse(end) <= Date.parse(start))
        found[allDay ? 'endDate' : 'endTime'] = t('validation.endAfterStart');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { stylistId, start, end, category, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('timeOff.saved'));
          onClose();
        },
      },
    );
  };

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
          checked={allDay}
          onChange={(e) => setAllDay(e.currentTarget.checked)}
          data-testid="time-off-all-day"
        />
        <SimpleGrid cols={allDay ? 1 : 2}>
          <DateInput
            label={t('timeOff.startDate')}
            required
            value={startDate}
            onChange={(value) => {
              setStartDate(value);
              if (value && (!endDate || endDate < value)) setEndDate(value);
            }}
            valueFormat={dateFormat}
            error={errors.startDate ?? server.start}
            data-testid="time-off-start-date"
          />
          {!allDay && (
            <TimeInput
              label={t('timeOff.startTime')}
              required
              value={startTime}
              onChange={(e) => setStartTime(e.currentTarget.value)}
              error={errors.startTime}
              data-testid="time-off-start-time"
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={allDay ? 1 : 2}>
          <DateInput
            label={t('timeOff.endDate')}
            required
            value={endDate}
            onChange={setEndDate}
            minDate={startDate ?? undefined}
            valueFormat={dateFormat}
            error={errors.endDate ?? (allDay ? server.end : undefined)}
            data-testid="time-off-end-date"
          />
          {!allDay && (
            <TimeInput
              label={t('timeOff.endTime')}
              required
              value={endTime}
              onChange={(e) => setEndTime(e.currentTarget.value)}
              error={errors.endTime ?? server.end}
              data-testid="time-off-end-time"
            />
          )}
        </SimpleGrid>
        <Select
          label={t('timeOff.category')}
          data={calendarTypes.map((type) => ({ value: type, label: t(`timeOff.categories.${type}`) }))}
          value={category}
          onChange={(value) => value && setCategory(value as CalendarType)}
          allowDeselect={false}
          error={server.category}
          data-testid="time-off-category"
        />
        <Textarea
          label={t('timeOff.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={server.note}
          maxLength={1000}
          autosize
          minRows={2}
          data-testid="time-off-note"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="time-off-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Blocks some of the stylist's time: no bookings then; appointments already there stay. */
export function TimeOffModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('timeOff.newTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <TimeOffForm {...props} />
    </Modal>
  );
}
