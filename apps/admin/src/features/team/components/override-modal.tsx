import { Alert, Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { errorMessage } from '@salon/web/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type DateOverride, useSetOverride, type WallInterval } from '../../../api/stylists.ts';
import { formatDay } from '../../../lib/format.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { intervalsProblem, nextInterval, sortIntervals } from '../lib/intervals.ts';
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

function OverrideForm({ shopId, stylistId, timeZone, today, override, onClose }: Props) {
  const { t, i18n } = useTranslation('team');
  const locale = i18n.language;
  const [date, setDate] = useState<string | null>(override?.date ?? null);
  const [works, setWorks] = useState(override ? override.intervals.length > 0 : false);
  const [intervals, setIntervals] = useState<WallInterval[]>(
    override?.intervals.length ? override.intervals : [nextInterval([])],
  );
  const [note, setNote] = useState(override?.note ?? '');
  const [errors, setErrors] = useState<{ date?: string; intervals?: string }>({});
  const save = useSetOverride(shopId, stylistId);
  const server = serverFieldErrors(save.error);
  const serverIntervals = Object.entries(server).find(([path]) => path.startsWith('intervals'));
  const unplaced = save.error && !serverIntervals && !server.note && !server['params.date'];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!date) found.date = t('validation.dateRequired');
    const problem = works ? intervalsProblem(intervals) : null;
    if (works && intervals.length === 0) found.intervals = t('hours.problems.none');
    else if (problem) found.intervals = t(`hours.problems.${problem}`);
    setErrors(found);
    if (!date || Object.keys(found).length > 0) return;
    save.mutate(
      { date, intervals: works ? sortIntervals(intervals) : [], note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('overrides.saved', { date: formatDay(date, timeZone, locale) }));
          onClose();
        },
      },
    );
  };

  const dayLabel = date ? formatDay(date, timeZone, locale) : t('overrides.date');
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
          value={date}
          onChange={setDate}
          minDate={today}
          valueFormat={(value) => formatDay(value, timeZone, locale)}
          disabled={!!override}
          error={errors.date ?? server['params.date']}
          placeholder={t('overrides.datePlaceholder')}
          data-testid="override-date"
          data-autofocus
        />
        <Switch
          label={t('overrides.works')}
          description={t('overrides.worksHint')}
          checked={works}
          onChange={(e) => setWorks(e.currentTarget.checked)}
          data-testid="override-works"
        />
        {works && (
          <IntervalsEditor
            day={dayLabel}
            intervals={intervals}
            onChange={setIntervals}
            error={errors.intervals ?? (serverIntervals ? t('hours.problems.overlap') : null)}
            testId="override-hours"
          />
        )}
        <Textarea
          label={t('overrides.note')}
          placeholder={t('overrides.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={server.note}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="override-note"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="override-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Other hours, or a day off, on one date. */
export function OverrideModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('team');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.override ? t('overrides.editTitle') : t('overrides.newTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <OverrideForm {...props} />
    </Modal>
  );
}
