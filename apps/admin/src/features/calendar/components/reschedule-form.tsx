import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { AppointmentResponse } from '@salon/domain';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type UpdateAppointmentInput, useUpdateAppointment } from '../../../api/appointments.ts';
import { instantFromFields, minutesOf, toWallDate, wallDateKey, wallTimeKey } from '../lib/shop-time.ts';
import { DateField } from './date-field.tsx';
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

/** Another day, time or stylist for the whole visit; the server refuses an overlap. */
export function RescheduleForm({ shopId, timeZone, appointment, stylists, onMoved }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAppointment(shopId);
  const wallStart = toWallDate(appointment.start, timeZone);
  const current = [...new Set(appointment.items.map((item) => item.stylistId))];
  const initialStylist = current.length === 1 ? (current[0] as string) : KEEP;
  const [date, setDate] = useState<string | null>(wallDateKey(wallStart));
  const [time, setTime] = useState(wallTimeKey(wallStart));
  const [stylist, setStylist] = useState(initialStylist);
  const [problem, setProblem] = useState<{
    field: 'date' | 'time' | 'stylist' | null;
    message: string;
  } | null>(null);

  const start = instantFromFields(date, time, timeZone);
  const moved = start !== null && Date.parse(start) !== Date.parse(appointment.start);
  const restyled = stylist !== KEEP && stylist !== initialStylist;
  const stylistName = stylists.find((s) => s.id === stylist)?.name ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!date) return setProblem({ field: 'date', message: t('calendar.validation.dateRequired') });
    if (minutesOf(time) === null || !start) {
      return setProblem({ field: 'time', message: t('calendar.validation.timeInvalid') });
    }
    setProblem(null);
    const input: UpdateAppointmentInput = { id: appointment.id };
    if (moved) input.start = start;
    if (restyled) input.stylistId = stylist;
    update.mutate(input, {
      onSuccess: () => {
        toast.success(t('calendar.edit.rescheduled'));
        onMoved(toWallDate(start, timeZone));
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'SLOT_UNAVAILABLE') {
          setProblem({
            field: null,
            message: t('calendar.edit.conflict', {
              stylist: stylistName || t('calendar.edit.theStylists'),
            }),
          });
        } else if (isApiError(error) && error.code === 'ValidationError') {
          setProblem({ field: 'time', message: t('calendar.validation.timeInvalid') });
        } else {
          setProblem({ field: null, message: errorMessage(i18n, error) });
        }
      },
    });
  };

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
            value={date}
            onChange={(value) => {
              setDate(value);
              setProblem(null);
            }}
            error={problem?.field === 'date' ? problem.message : undefined}
            data-testid="reschedule-date"
          />
          <TimeInput
            label={t('calendar.create.time')}
            value={time}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem?.field === 'time' ? problem.message : undefined}
            data-testid="reschedule-time"
          />
        </SimpleGrid>
        <Select
          label={t('calendar.create.stylist')}
          data={stylistOptions}
          value={stylist}
          onChange={(value) => {
            setStylist(value ?? initialStylist);
            setProblem(null);
          }}
          allowDeselect={false}
          data-testid="reschedule-stylist"
        />
        {problem && problem.field === null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={start !== null && !moved && !restyled}
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
