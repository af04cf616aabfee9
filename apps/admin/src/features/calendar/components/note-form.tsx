import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AppointmentResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useUpdateAppointment } from '../../../api/appointments.ts';

interface Props {
  shopId: string;
  appointment: AppointmentResponse;
}

/** The appointment's note for the team (what to prepare, what was agreed). */
export function NoteForm({ shopId, appointment }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAppointment(shopId);
  const form = useForm({ initialValues: { note: appointment.note ?? '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const unchanged = form.values.note.trim() === (appointment.note ?? '');

  const submit = form.onSubmit(({ note }) => {
    setFailure(null);
    update.mutate(
      { id: appointment.id, note: note.trim() || null },
      {
        onSuccess: () => toast.success(t('calendar.edit.noteSaved')),
        onError: (error) => setFailure(errorMessage(i18n, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="note-form">
      <Stack gap="sm">
        <Textarea
          label={t('calendar.create.note')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('note')}
          data-testid="edit-note"
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={unchanged} loading={update.isPending} data-testid="note-submit">
            {t('calendar.edit.noteSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
