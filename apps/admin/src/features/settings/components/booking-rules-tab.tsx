import { Divider, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { type BookingRules, bookingRulesUpdate } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type RulesUpdate, useRules, useUpdateRules } from '../../../api/rules.ts';
import { byPath, schemaErrors, showServerErrors } from '../../../lib/form-errors.ts';
import { formatDuration } from '../../../lib/format.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useReportUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { currencyOptions } from '../lib/currencies.ts';
import { toHoursAndMinutes, toMinutes } from '../lib/duration-parts.ts';
import { changedFields } from '../lib/form-changes.ts';
import { DurationFields } from './duration-fields.tsx';
import { FormActions } from './form-actions.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
/** The API's limits, for the fields' own bounds: notice and change window up to 30 days, booking up to two years ahead. */
const MAX_WINDOW_MINUTES = 60 * 24 * 30;
const MAX_ADVANCE_DAYS = 730;

interface RulesValues {
  slotStepMinutes: string;
  noticeHours: number | string;
  noticeMinutes: number | string;
  maxAdvanceDays: number | string;
  windowHours: number | string;
  windowMinutes: number | string;
  requiresApproval: boolean;
  allowGuests: boolean;
  currency: string;
}
type RulesField = keyof RulesValues;

/** The request's fields on the form's: a length of time shows its message under its hours. */
const placeRules = byPath({
  slotStepMinutes: ['slotStepMinutes', 'rules.invalid.slotStepMinutes'],
  minNoticeMinutes: ['noticeHours', 'rules.invalid.noticeHours'],
  maxAdvanceDays: ['maxAdvanceDays', 'rules.invalid.maxAdvanceDays'],
  changeWindowMinutes: ['windowHours', 'rules.invalid.windowHours'],
  requiresApproval: ['requiresApproval', 'rules.invalid.requiresApproval'],
  allowGuests: ['allowGuests', 'rules.invalid.allowGuests'],
  currency: ['currency', 'rules.invalid.currency'],
});

function toValues(rules: BookingRules): RulesValues {
  const notice = toHoursAndMinutes(rules.minNoticeMinutes);
  const window = toHoursAndMinutes(rules.changeWindowMinutes);
  return {
    slotStepMinutes: String(rules.slotStepMinutes),
    noticeHours: notice.hours,
    noticeMinutes: notice.minutes,
    maxAdvanceDays: rules.maxAdvanceDays,
    windowHours: window.hours,
    windowMinutes: window.minutes,
    requiresApproval: rules.requiresApproval,
    allowGuests: rules.allowGuests,
    currency: rules.currency,
  };
}

const toRules = (values: RulesValues): Omit<BookingRules, 'timeZone'> => ({
  slotStepMinutes: Number(values.slotStepMinutes) as BookingRules['slotStepMinutes'],
  minNoticeMinutes: toMinutes(values.noticeHours, values.noticeMinutes),
  maxAdvanceDays: Number(values.maxAdvanceDays),
  changeWindowMinutes: toMinutes(values.windowHours, values.windowMinutes),
  requiresApproval: values.requiresApproval,
  allowGuests: values.allowGuests,
  currency: values.currency,
});

/** What the domain's schema refuses in the rules, under the form's fields. */
const validateRules = (values: RulesValues) =>
  schemaErrors(
    bookingRulesUpdate,
    { ...toRules(values), maxAdvanceDays: numberOrNull(values.maxAdvanceDays) },
    placeRules,
  );

/** An empty or half-typed number is no number: the schema says so, instead of reading it as 0. */
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

export function BookingRulesTab({ shopId }: { shopId: string }) {
  const { i18n } = useTranslation('settings');
  const rules = useRules(shopId);
  if (rules.isPending) return <TabSkeleton rows={7} />;
  if (rules.isError)
    return <TabError message={errorMessage(i18n, rules.error)} onRetry={() => rules.refetch()} />;
  return <BookingRulesForm shopId={shopId} rules={rules.data} />;
}

function BookingRulesForm({ shopId, rules }: { shopId: string; rules: BookingRules }) {
  const { t, i18n } = useTranslation('settings');
  const saved = useMemo(() => toValues(rules), [rules]);
  const form = useFormState(saved, validateRules);
  const update = useUpdateRules(shopId);
  useReportUnsavedChanges(form.dirty);
  const { values, errors } = form;
  const language = i18n.language;
  const currencies = useMemo(() => currencyOptions(values.currency, language), [values.currency, language]);
  const steps = useMemo(() => {
    const format = (unit: 'minute' | 'hour', value: number) =>
      new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
    return SLOT_STEPS.map((step) => ({
      value: String(step),
      label: step === 60 ? format('hour', 1) : format('minute', step),
    }));
  }, [language]);
  const noticeTotal = toMinutes(values.noticeHours, values.noticeMinutes);
  const windowTotal = toMinutes(values.windowHours, values.windowMinutes);

  const submit = form.form.onSubmit((values) => {
    // Only what differs from the saved rules: the time zone is the profile's and is never sent.
    const body: RulesUpdate = changedFields(toRules(form.base), toRules(values));
    update.mutate(body, {
      onSuccess: (next) => {
        form.commit(toValues(next));
        toast.success(t('rules.saved'));
      },
      onError: (error) => {
        if (!showServerErrors(form.form, error, placeRules).placed) toast.error(errorMessage(i18n, error));
      },
    });
  });
  const error = (field: RulesField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-rules-title">
      <form onSubmit={submit} noValidate data-testid="rules-form">
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="settings-rules-title">
              {t('rules.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('rules.description', { timeZone: rules.timeZone })}
            </Text>
          </div>

          <Title order={3} size="h5">
            {t('rules.timesTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('rules.slotStep')}
              description={t('rules.slotStepHint')}
              data={steps}
              value={values.slotStepMinutes}
              onChange={(value) => value && form.setField('slotStepMinutes', value)}
              allowDeselect={false}
              error={error('slotStepMinutes')}
              data-testid="rules-slot-step"
            />
            <NumberInput
              clampBehavior="none"
              label={t('rules.maxAdvanceDays')}
              description={t('rules.maxAdvanceDaysHint')}
              min={1}
              max={MAX_ADVANCE_DAYS}
              suffix={` ${t('rules.daysSuffix')}`}
              value={values.maxAdvanceDays}
              onChange={(value) => form.setField('maxAdvanceDays', value)}
              error={error('maxAdvanceDays')}
              data-testid="rules-max-advance"
            />
          </SimpleGrid>
          <DurationFields
            legend={t('rules.minNotice')}
            description={
              noticeTotal === 0
                ? t('rules.minNoticeNone')
                : t('rules.minNoticeHint', { duration: formatDuration(noticeTotal, language) })
            }
            hours={values.noticeHours}
            minutes={values.noticeMinutes}
            maxHours={MAX_WINDOW_MINUTES / 60}
            error={error('noticeHours')}
            onHoursChange={(value) => form.setField('noticeHours', value)}
            onMinutesChange={(value) => form.setField('noticeMinutes', value)}
            testId="rules-notice"
          />

          <Divider />
          <Title order={3} size="h5">
            {t('rules.changesTitle')}
          </Title>
          <DurationFields
            legend={t('rules.changeWindow')}
            description={
              windowTotal === 0
                ? t('rules.changeWindowNone')
                : t('rules.changeWindowHint', { duration: formatDuration(windowTotal, language) })
            }
            hours={values.windowHours}
            minutes={values.windowMinutes}
            maxHours={MAX_WINDOW_MINUTES / 60}
            error={error('windowHours')}
            onHoursChange={(value) => form.setField('windowHours', value)}
            onMinutesChange={(value) => form.setField('windowMinutes', value)}
            testId="rules-window"
          />

          <Divider />
          <Title order={3} size="h5">
            {t('rules.requestsTitle')}
          </Title>
          <Switch
            label={t('rules.requiresApproval')}
            description={t('rules.requiresApprovalHint')}
            checked={values.requiresApproval}
            onChange={(event) => form.setField('requiresApproval', event.currentTarget.checked)}
            error={error('requiresApproval')}
            data-testid="rules-requires-approval"
          />
          <Switch
            label={t('rules.allowGuests')}
            description={t('rules.allowGuestsHint')}
            checked={values.allowGuests}
            onChange={(event) => form.setField('allowGuests', event.currentTarget.checked)}
            error={error('allowGuests')}
            data-testid="rules-allow-guests"
          />

          <Divider />
          <Select
            label={t('rules.currency')}
            description={t('rules.currencyHint')}
            data={currencies}
            value={values.currency}
            onChange={(value) => value && form.setField('currency', value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('rules.noCurrency')}
            error={error('currency')}
            maw={360}
            data-testid="rules-currency"
          />

          <FormActions dirty={form.dirty} saving={update.isPending} onReset={form.reset} testId="rules" />
        </Stack>
      </form>
    </Paper>
  );
}
