import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AppointmentLabel, type AppointmentResponse, appointmentLabels } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useUpdateAppointment } from '../../../api/appointments.ts';
import { translateErrors } from '../../../lib/form-errors.ts';

interface Props {
  shopId: string;
  appointment: AppointmentResponse;
}

/** The card's label: one of the spec's labels, or a custom text. */
export function LabelForm({ shopId, appointment }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAppointment(shopId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { label: appointment.label, customLabel: appointment.customLabel ?? '' },
    validate: ({ label, customLabel }) =>
      label === 'Custom' && !customLabel.trim()
        ? { customLabel: 'calendar.validation.customLabelRequired' }
        : {},
    enhanceGetInputProps: translateErrors(t),
  });
  const { label, customLabel } = form.values;
  const custom = label === 'Custom';
  const unchanged =
    label === appointment.label && (!custom || customLabel.trim() === (appointment.customLabel ?? ''));

  const submit = form.onSubmit(({ label, customLabel }) => {
    setFailure(null);
    const custom = label === 'Custom';
    update.mutate(
      { id: appointment.id, label, customLabel: custom ? customLabel.trim() : null },
      {
        onSuccess: () => toast.success(t('calendar.edit.labelSaved')),
        onError: (error) => setFailure(errorMessage(i18n, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="label-form">
      <Stack gap="sm">
        <Select
          label={t('calendar.create.label')}
          data={appointmentLabels.map((value) => ({ value, label: t(`calendar.label.${value}`) }))}
          value={label}
          onChange={(value) => {
            if (value) form.setFieldValue('label', value as AppointmentLabel);
            form.clearFieldError('customLabel');
          }}
          allowDeselect={false}
          data-testid="edit-label"
        />
        {custom && (
          <TextInput
            label={t('calendar.create.customLabel')}
            required
            maxLength={60}
            {...form.getInputProps('customLabel')}
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
