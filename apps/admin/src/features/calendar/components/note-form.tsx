import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AppointmentResponse, updateAppointmentRequest } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useUpdateAppointment } from '../../../api/appointments.ts';
import { byPath, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';

/** Where the request's paths show in this form. */
const placeNote = byPath({ note: ['note', 'calendar.validation.noteInvalid'] });

const changeOf = (note: string) => ({ note: note.trim() || null });

interface Props {
  shopId: string;
  appointment: AppointmentResponse;
}

/** The appointment's note for the team (what to prepare, what was agreed). */
export function NoteForm({ shopId, appointment }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAppointment(shopId);
  const form = useForm({
    initialValues: { note: appointment.note ?? '' },
    validate: ({ note }) => schemaErrors(updateAppointmentRequest, changeOf(note), placeNote),
    enhanceGetInputProps: translateErrors(t),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const unchanged = form.values.note.trim() === (appointment.note ?? '');

  const submit = form.onSubmit(({ note }) => {
    setFailure(null);
    update.mutate(
      { id: appointment.id, ...changeOf(note) },
      {
        onSuccess: () => toast.success(t('calendar.edit.noteSaved')),
        onError: (error) => {
          if (!showServerErrors(form, error, placeNote).placed) setFailure(errorMessage(i18n, error));
        },
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
