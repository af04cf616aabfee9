import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AppointmentLabel,
  type AppointmentResponse,
  appointmentLabels,
  customLabelLacksText,
  customLabelText,
  updateAppointmentRequest,
} from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type UpdateAppointmentInput, useUpdateAppointment } from '../../../api/appointments.ts';
import { byPath, schemaErrors, showServerErrors, translateErrors } from '../../../lib/form-errors.ts';

/** Where the request's paths show in this form. */
const placeLabel = byPath({
  label: ['label', 'calendar.validation.customLabelInvalid'],
  customLabel: ['customLabel', 'calendar.validation.customLabelInvalid'],
});

interface LabelValues {
  label: AppointmentLabel;
  customLabel: string;
}

const changeOf = ({ label, customLabel }: LabelValues): Omit<UpdateAppointmentInput, 'id'> => ({
  label,
  customLabel: customLabelText(label, customLabel.trim()),
});

interface Props {
  shopId: string;
  appointment: AppointmentResponse;
}

/** The card's label: one of the spec's labels, or a custom text. */
export function LabelForm({ shopId, appointment }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAppointment(shopId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LabelValues>({
    initialValues: { label: appointment.label, customLabel: appointment.customLabel ?? '' },
    // The request's own schema judges it; a custom label without text is named as missing.
    validate: (values) =>
      customLabelLacksText(values.label, values.customLabel.trim())
        ? { customLabel: 'calendar.validation.customLabelRequired' }
        : schemaErrors(updateAppointmentRequest, changeOf(values), placeLabel),
    enhanceGetInputProps: translateErrors(t),
  });
  const { label, customLabel } = form.values;
  const custom = label === 'Custom';
  const unchanged =
    label === appointment.label && (!custom || customLabel.trim() === (appointment.customLabel ?? ''));

  const submit = form.onSubmit((values) => {
    setFailure(null);
    update.mutate(
      { id: appointment.id, ...changeOf(values) },
      {
        onSuccess: () => toast.success(t('calendar.edit.labelSaved')),
        onError: (error) => {
          if (!showServerErrors(form, error, placeLabel).placed) setFailure(errorMessage(i18n, error));
        },
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
