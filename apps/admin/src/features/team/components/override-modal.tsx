import { Alert, Stack, Switch, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { overrideRequest } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type DateOverride, useSetOverride, type WallInterval } from '../../../api/stylists.ts';
import {
  byPath,
  type FormMessages,
  schemaErrors,
  showServerErrors,
  translateErrors,
} from '../../../lib/form-errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { intervalsProblem, nextInterval, sortIntervals } from '../lib/intervals.ts';
import { FormActions, FormModal } from './form-modal.tsx';
import { IntervalsEditor } from './intervals-editor.tsx';

interface Props {
  shopId: string;
  stylistId: string;
  timeZone: string;
  today: string;
  /** The date to change, or null for a new one. */
  override: DateOverride | null;
  onClose: () => void;
}

interface OverrideValues {
  date: string | null;
  works: boolean;
  intervals: WallInterval[];
  note: string;
}

const bodyOf = (values: OverrideValues) => ({
  intervals: values.works ? sortIntervals(values.intervals) : [],
  note: values.note.trim() || null,
});

/** The request's paths (the date is the address's) on the form's fields. */
const placeOverride = byPath({
  'params.date': ['date', 'validation.dateRequired'],
  intervals: ['intervals', 'hours.problems.overlap'],
});

function OverrideForm({ shopId, stylistId, timeZone, today, override, onClose }: Props) {
  const { t, i18n } = useTranslation('team');
  const locale = useFormatLocale();
  const save = useSetOverride(shopId, stylistId);
  const [unplaced, setUnplaced] = useState(false);
  const form = useForm<OverrideValues>({
    initialValues: {
      date: override?.date ?? null,
      works: override ? override.intervals.length > 0 : false,
      intervals: override?.intervals.length ? override.intervals : [nextInterval([])],
      note: override?.note ?? '',
    },
    validate: (values) => {
      const found: FormMessages = {};
      if (!values.date) found.date = 'validation.dateRequired';
      const problem = values.works ? intervalsProblem(values.intervals) : null;
      if (values.works && values.intervals.length === 0) found.intervals = 'hours.problems.none';
      else if (problem) found.intervals = `hours.problems.${problem}`;
      return { ...schemaErrors(overrideRequest, bodyOf(values), placeOverride), ...found };
    },
    enhanceGetInputProps: translateErrors(t),
  });
  const { values, errors } = form;

  const submit = form.onSubmit((values) => {
    const { date } = values;
    if (!date) return;
    setUnplaced(false);
    save.mutate(
      { date, ...bodyOf(values) },
      {
        onSuccess: () => {
          toast.success(t('overrides.saved', { date: formatDay(date, timeZone, locale) }));
          onClose();
        },
        onError: (error) => {
          const { placed, other } = showServerErrors(form, error, placeOverride);
          setUnplaced(!placed || other.length > 0);
        },
      },
    );
  });

  const dayLabel = values.date ? formatDay(values.date, timeZone, locale) : t('overrides.date');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, save.error)}
          </Alert>
        )}
        <DateInput
          label={t('overrides.date')}
          required
          {...form.getInputProps('date')}
          minDate={today}
          valueFormat={(value) => formatDay(value, timeZone, locale)}
          disabled={!!override}
          placeholder={t('overrides.datePlaceholder')}
          data-testid="override-date"
          data-autofocus
        />
        <Switch
          label={t('overrides.works')}
          description={t('overrides.worksHint')}
          {...form.getInputProps('works', { type: 'checkbox' })}
          data-testid="override-works"
        />
        {values.works && (
          <IntervalsEditor
            day={dayLabel}
            intervals={values.intervals}
            onChange={(intervals) => form.setFieldValue('intervals', intervals)}
            error={typeof errors.intervals === 'string' ? t(errors.intervals) : null}
            testId="override-hours"
          />
        )}
        <Textarea
          label={t('overrides.note')}
          placeholder={t('overrides.notePlaceholder')}
          {...form.getInputProps('note')}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="override-note"
        />
        <FormActions
          onCancel={onClose}
          submitLabel={t('actions.save')}
          loading={save.isPending}
          testId="override-save"
        />
      </Stack>
    </form>
  );
}

/** Other hours, or a day off, on one date. */
export function OverrideModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.override ? t('overrides.editTitle') : t('overrides.newTitle')}
    >
      <OverrideForm {...props} />
    </FormModal>
  );
}
