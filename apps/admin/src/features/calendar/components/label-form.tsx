import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type AppointmentLabel, type AppointmentResponse, appointmentLabels } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useUpdateAppointment } from '../../../api/appointments.ts';

interface Props {
  shopId: string;
  appointment: AppointmentResponse;
}

/** The card's label: one of the spec's labels, or a custom text. */
export function LabelForm({ shopId, appointment }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAppointment(shopId);
  const [label, setLabel] = useState<AppointmentLabel>(appointment.label);
  const [customLabel, setCustomLabel] = useState(appointment.customLabel ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const custom = label === 'Custom';
  const unchanged =
    label === appointment.label && (!custom || customLabel.trim() === (appointment.customLabel ?? ''));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (custom && !customLabel.trim()) {
      setProblem(t('calendar.validation.customLabelRequired'));
      return;
    }
    setProblem(null);
    update.mutate(
      { id: appointment.id, label, customLabel: custom ? customLabel.trim() : null },
      {
        onSuccess: () => toast.success(t('calendar.edit.labelSaved')),
        onError: (error) => setFailure(errorMessage(i18n, error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="label-form">
      <Stack gap="sm">
        <Select
          label={t('calendar.create.label')}
          data={appointmentLabels.map((value) => ({ value, label: t(`calendar.label.${value}`) }))}
          value={label}
          onChange={(value) => {
            if (value) setLabel(value as AppointmentLabel);
            setProblem(null);
          }}
          allowDeselect={false}
          data-testid="edit-label"
        />
        {custom && (
          <TextInput
            label={t('calendar.create.customLabel')}
            required
            maxLength={60}
            value={customLabel}
            onChange={(event) => {
              setCustomLabel(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            data-testid="edit-custom-label"
          />
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={unchanged} loading={update.isPending} data-testid="label-submit">
            {t('calendar.edit.labelSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
