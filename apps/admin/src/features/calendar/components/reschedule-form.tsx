import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type AppointmentResponse, updateAppointmentRequest } from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type UpdateAppointmentInput, useUpdateAppointment } from '../../../api/appointments.ts';
import { byPath, schemaErrors, serverErrors, translateErrors } from '../../../lib/form-errors.ts';
import { freeTimesFrom } from '../lib/new-entry.ts';
import { instantFromFields, minutesOf, toWallDate, wallDateKey, wallTimeKey } from '../lib/shop-time.ts';
import { DateField } from './date-field.tsx';
import { type FormAlert, FreeTimesAlert } from './free-times-alert.tsx';
import type { StylistResource } from './stylist-header.tsx';

/** The stylist choice of a visit served by several stylists: each keeps their part. */
const KEEP = 'keep';

interface Props {
  shopId: string;
  timeZone: string;
  appointment: AppointmentResponse;
  stylists: readonly StylistResource[];
  /** The appointment's new start as a wall Date, so the calendar can follow it to another day. */
  onMoved: (start: Date) => void;
}

interface RescheduleValues {
  date: string | null;
  time: string;
  stylist: string;
}

/** The request's paths on the form's fields. */
const placeChange = byPath({
  start: ['time', 'calendar.validation.timeInvalid'],
  stylistId: ['stylist', 'calendar.validation.stylistInvalid'],
});

/** Another day, time or stylist for the whole visit; the server refuses an overlap. */
export function RescheduleForm({ shopId, timeZone, appointment, stylists, onMoved }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAppointment(shopId);
  const wallStart = toWallDate(appointment.start, timeZone);
  const current = [...new Set(appointment.items.map((item) => item.stylistId))];
  const initialStylist = current.length === 1 ? (current[0] as string) : KEEP;
  const [alert, setAlert] = useState<FormAlert | null>(null);

  /** What changes: only a new start or a new stylist is sent. */
  function inputOf(values: RescheduleValues): UpdateAppointmentInput {
    const start = instantFromFields(values.date, values.time, timeZone);
    const input: UpdateAppointmentInput = { id: appointment.id };
    if (start && Date.parse(start) !== Date.parse(appointment.start)) input.start = start;
    if (values.stylist !== KEEP && values.stylist !== initialStylist) input.stylistId = values.stylist;
    return input;
  }

  const form = useForm<RescheduleValues>({
    initialValues: { date: wallDateKey(wallStart), time: wallTimeKey(wallStart), stylist: initialStylist },
    validate: (values) => {
      if (!values.date) return { date: 'calendar.validation.dateRequired' };
      if (minutesOf(values.time) === null || !instantFromFields(values.date, values.time, timeZone))
        return { time: 'calendar.validation.timeInvalid' };
      const { id: _, ...changes } = inputOf(values);
      return Object.keys(changes).length > 0
        ? schemaErrors(updateAppointmentRequest, changes, placeChange)
        : {};
    },
    onValuesChange: () => setAlert(null),
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const start = instantFromFields(values.date, values.time, timeZone);
  const { id: _, ...changes } = inputOf(values);
  const changed = Object.keys(changes).length > 0;
  const stylistName = stylists.find((s) => s.id === values.stylist)?.name ?? '';

  const submit = form.onSubmit((values) => {
    setAlert(null);
    const input = inputOf(values);
    const next = instantFromFields(values.date, values.time, timeZone);
    if (!next) return;
    update.mutate(input, {
      onSuccess: () => {
        toast.success(t('calendar.edit.rescheduled'));
        onMoved(toWallDate(next, timeZone));
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'SLOT_UNAVAILABLE') {
          // The day's free times, as the new appointment dialog offers them.
          setAlert({
            message: t('calendar.edit.conflict', { stylist: stylistName || t('calendar.edit.theStylists') }),
            freeTimes: freeTimesFrom(
              error.details,
              values.stylist === KEEP ? null : values.stylist,
              Date.parse(next),
            ),
          });
        } else if (isApiError(error) && error.code === 'ValidationError') {
          const { errors } = serverErrors(error, placeChange);
          // Whatever else it refuses is about the time the visit would move to.
          form.setErrors(
            Object.keys(errors).length > 0 ? errors : { time: 'calendar.validation.timeInvalid' },
          );
        } else {
          setAlert({ message: errorMessage(i18n, error) });
        }
      },
    });
  });

  const stylistOptions = [
    ...(initialStylist === KEEP ? [{ value: KEEP, label: t('calendar.edit.keepStylists') }] : []),
    ...stylists.map((s) => ({ value: s.id, label: s.name })),
  ];

  return (
    <form onSubmit={submit} noValidate data-testid="reschedule-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t('calendar.create.date')}
            {...form.getInputProps('date')}
            value={values.date}
            data-testid="reschedule-date"
          />
          <TimeInput
            label={t('calendar.create.time')}
            {...form.getInputProps('time')}
            data-testid="reschedule-time"
          />
        </SimpleGrid>
        <Select
          label={t('calendar.create.stylist')}
          data={stylistOptions}
          {...form.getInputProps('stylist')}
          onChange={(value) => form.setFieldValue('stylist', value ?? initialStylist)}
          allowDeselect={false}
          data-testid="reschedule-stylist"
        />
        {alert && (
          <FreeTimesAlert
            alert={alert}
            timeZone={timeZone}
            override={false}
            onPick={(time) => form.setFieldValue('time', time)}
          />
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={start !== null && !changed}
            loading={update.isPending}
            data-testid="reschedule-submit"
          >
            {t('calendar.edit.rescheduleSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
