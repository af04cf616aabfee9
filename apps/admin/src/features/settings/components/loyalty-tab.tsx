import {
  Alert,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  currencyDigits,
  type LoyaltySettingsBody,
  type LoyaltySettingsResponse,
  loyaltySettings,
  pointsForVisit,
  valueOfPoints,
} from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useLoyaltySettings, useUpdateLoyaltySettings } from '../../../api/loyalty.ts';
import { byPath, type FormMessages, schemaErrors, showServerErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { currencySymbol, moneyInput, readMoney } from '../../../lib/money.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useReportUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { FormActions } from './form-actions.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

interface LoyaltyValues {
  enabled: boolean;
  earnMode: 'perCurrencyUnit' | 'perVisit';
  pointsPerUnit: number | string;
  pointsPerVisit: number | string;
  redeemPoints: number | string;
  /** The value of `redeemPoints` points as typed ("5,00"). */
  redeemAmount: string;
  minimumRedeemPoints: number | string;
  /** Points lapse after months without a visit. */
  expires: boolean;
  expiryMonths: number | string;
}
type LoyaltyField = keyof LoyaltyValues;

/** The request's fields on the form's. */
const placeSettings = byPath({
  enabled: ['enabled', 'loyalty.invalid.pointsPerUnit'],
  pointsPerUnit: ['pointsPerUnit', 'loyalty.invalid.pointsPerUnit'],
  pointsPerVisit: ['pointsPerVisit', 'loyalty.invalid.pointsPerVisit'],
  redeemPoints: ['redeemPoints', 'loyalty.invalid.redeemPoints'],
  redeemAmount: ['redeemAmount', 'loyalty.invalid.redeemAmount'],
  minimumRedeemPoints: ['minimumRedeemPoints', 'loyalty.invalid.minimumRedeemPoints'],
  expiryMonths: ['expiryMonths', 'loyalty.invalid.expiryMonths'],
});

/** An empty or half-typed number is no number: the schema says so, instead of reading it as 0. */
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** The saved settings as the form edits them (the amount as the language writes it). */
const toValues = (s: LoyaltySettingsResponse, locale: string): LoyaltyValues => ({
  enabled: s.enabled,
  earnMode: s.earnMode,
  pointsPerUnit: s.pointsPerUnit,
  pointsPerVisit: s.pointsPerVisit,
  redeemPoints: s.redeemPoints,
  redeemAmount: moneyInput(s.redeemAmount, s.currency, locale),
  minimumRedeemPoints: s.minimumRedeemPoints,
  expires: s.expiryMonths !== null,
  // Twelve months offered when expiry is first turned on.
  expiryMonths: s.expiryMonths ?? 12,
});
/** The form's values as the request sends them. */
const toRequest = (values: LoyaltyValues, currency: string, locale: string) => ({
  enabled: values.enabled,
  earnMode: values.earnMode,
  pointsPerUnit: numberOrNull(values.pointsPerUnit),
  pointsPerVisit: numberOrNull(values.pointsPerVisit),
  redeemPoints: numberOrNull(values.redeemPoints),
  redeemAmount: readMoney(values.redeemAmount, currency, locale).minor,
  minimumRedeemPoints: numberOrNull(values.minimumRedeemPoints),
  // Turned on with no months typed is no choice: the schema says so (undefined is not null).
  expiryMonths: values.expires
    ? values.expiryMonths === ''
      ? undefined
      : Number(values.expiryMonths)
    : null,
});

/** What the domain's schema refuses; an amount that cannot be read says why first. */
const validateWith =
  (currency: string, locale: string) =>
  (values: LoyaltyValues): FormMessages => {
    const errors = schemaErrors(loyaltySettings, toRequest(values, currency, locale), placeSettings);
    const amount = readMoney(values.redeemAmount, currency, locale);
    if (amount.error) errors.redeemAmount = amount.error;
    return errors;
  };

interface LoyaltyFieldsProps {
  form: ReturnType<typeof useFormState<LoyaltyValues>>;
  error: (field: LoyaltyField) => string | undefined;
  canEdit: boolean;
  currency: string;
  locale: string;
}

/**
 * The loyalty programme: on or off, how a completed visit earns points, what points are worth
 * when redeemed, and whether they lapse after months without a visit.
 */
export function LoyaltyTab({ shopId, canEdit = true }: { shopId: string; canEdit?: boolean }) {
  const { i18n } = useTranslation('settings');
  const settings = useLoyaltySettings(shopId);
  if (settings.isPending) return <TabSkeleton rows={5} />;
  if (settings.isError)
    return <TabError message={errorMessage(i18n, settings.error)} onRetry={() => settings.refetch()} />;
  return <LoyaltyForm shopId={shopId} settings={settings.data} canEdit={canEdit} />;
}

function LoyaltyForm({
  shopId,
  settings,
  canEdit,
}: {
  shopId: string;
  settings: LoyaltySettingsResponse;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation('settings');
  const locale = useFormatLocale();
  const { currency } = settings;

  const saved = useMemo(() => toValues(settings, locale), [settings, locale]);
  const form = useFormState(saved, validateWith(currency, locale));
  const update = useUpdateLoyaltySettings(shopId);
  useReportUnsavedChanges(canEdit && form.dirty);
  const { values, errors } = form;

  const submit = form.form.onSubmit((values) => {
    if (!canEdit) return;
    update.mutate(toRequest(values, currency, locale) as LoyaltySettingsBody, {
      onSuccess: (next) => {
        form.commit(toValues(next, locale));
        toast.success(t('loyalty.saved'));
      },
      onError: (error) => {
        if (!showServerErrors(form.form, error, placeSettings).placed) toast.error(errorMessage(i18n, error));
      },
    });
  });
  const error = (field: LoyaltyField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const fieldsProps: LoyaltyFieldsProps = { form, error, canEdit, currency, locale };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-loyalty-title">
      <form onSubmit={submit} noValidate data-testid="loyalty-form">
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="settings-loyalty-title">
              {t('loyalty.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('loyalty.description')}
            </Text>
          </div>
          {!canEdit && (
            <Alert variant="light" color="gray" data-testid="loyalty-read-only">
              {t('loyalty.readOnly')}
            </Alert>
          )}
          <Switch
            label={t('loyalty.enabled')}
            description={t('loyalty.enabledHint')}
            checked={values.enabled}
            onChange={(event) => form.setField('enabled', event.currentTarget.checked)}
            disabled={!canEdit}
            data-testid="loyalty-enabled"
          />

          <EarnFields {...fieldsProps} />
          <RedeemFields {...fieldsProps} />
          <ExpiryFields {...fieldsProps} />
          {canEdit && (
            <FormActions dirty={form.dirty} saving={update.isPending} onReset={form.reset} testId="loyalty" />
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** How a completed visit earns points: by what it cost or per visit. */
function EarnFields({ form, error, canEdit, currency, locale }: LoyaltyFieldsProps) {
  const { t } = useTranslation('settings');
  const { values } = form;
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('loyalty.earnTitle')}
      </Title>
      {/* Radios rather than a segmented control: the two choices stack on a phone in any language. */}
      <Radio.Group
        label={t('loyalty.earnMode')}
        value={values.earnMode}
        onChange={(value) => form.setField('earnMode', value as LoyaltyValues['earnMode'])}
        data-testid="loyalty-earn-mode"
      >
        <Group gap="lg" mt={4}>
          <Radio value="perCurrencyUnit" label={t('loyalty.earnPerUnit')} disabled={!canEdit} />
          <Radio value="perVisit" label={t('loyalty.earnPerVisit')} disabled={!canEdit} />
        </Group>
      </Radio.Group>
      {values.earnMode === 'perCurrencyUnit' ? (
        <NumberInput
          clampBehavior="none"
          label={t('loyalty.pointsPerUnit', { symbol: currencySymbol(currency, locale) })}
          description={t('loyalty.pointsPerUnitHint')}
          min={1}
          max={1000}
          value={values.pointsPerUnit}
          onChange={(value) => form.setField('pointsPerUnit', value)}
          error={error('pointsPerUnit')}
          disabled={!canEdit}
          maw={360}
          data-testid="loyalty-points-per-unit"
        />
      ) : (
        <NumberInput
          clampBehavior="none"
          label={t('loyalty.pointsPerVisit')}
          min={1}
          max={100_000}
          value={values.pointsPerVisit}
          onChange={(value) => form.setField('pointsPerVisit', value)}
          error={error('pointsPerVisit')}
          disabled={!canEdit}
          maw={360}
          data-testid="loyalty-points-per-visit"
        />
      )}
    </>
  );
}

/** What points are worth when redeemed, the fewest at once, and a worked example at the typed rates. */
function RedeemFields({ form, error, canEdit, currency, locale }: LoyaltyFieldsProps) {
  const { t } = useTranslation('settings');
  const { values } = form;
  const parsed = loyaltySettings.safeParse(toRequest(values, currency, locale));
  const examplePrice = 45 * 10 ** currencyDigits(currency);
  const example = parsed.success
    ? (() => {
        const points = pointsForVisit(
          { ...parsed.data, enabled: true },
          { priceAmount: examplePrice, currency },
        );
        return t('loyalty.example', {
          price: formatMoney(examplePrice, currency, locale),
          points,
          value: formatMoney(valueOfPoints(parsed.data, points), currency, locale),
        });
      })()
    : null;
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('loyalty.redeemTitle')}
      </Title>
      <Group gap="sm" align="flex-start">
        <NumberInput
          clampBehavior="none"
          label={t('loyalty.redeemPoints')}
          min={1}
          value={values.redeemPoints}
          onChange={(value) => form.setField('redeemPoints', value)}
          error={error('redeemPoints')}
          disabled={!canEdit}
          w={160}
          data-testid="loyalty-redeem-points"
        />
        <TextInput
          label={t('loyalty.redeemAmount')}
          inputMode="decimal"
          leftSection={<Text size="sm">{currencySymbol(currency, locale)}</Text>}
          value={values.redeemAmount}
          onChange={(event) => form.setField('redeemAmount', event.currentTarget.value)}
          error={error('redeemAmount')}
          disabled={!canEdit}
          w={160}
          data-testid="loyalty-redeem-amount"
        />
      </Group>
      <NumberInput
        clampBehavior="none"
        label={t('loyalty.minimumRedeemPoints')}
        min={0}
        value={values.minimumRedeemPoints}
        onChange={(value) => form.setField('minimumRedeemPoints', value)}
        error={error('minimumRedeemPoints')}
        disabled={!canEdit}
        maw={360}
        data-testid="loyalty-minimum"
      />
      {example && (
        <Text size="sm" c="dimmed" data-testid="loyalty-example">
          {example}
        </Text>
      )}
    </>
  );
}

/** Whether points lapse after months without a visit. */
function ExpiryFields({ form, error, canEdit }: LoyaltyFieldsProps) {
  const { t } = useTranslation('settings');
  const { values } = form;
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('loyalty.expiryTitle')}
      </Title>
      <Checkbox
        label={t('loyalty.expires')}
        description={t('loyalty.expiresHint')}
        checked={values.expires}
        onChange={(event) => form.setField('expires', event.currentTarget.checked)}
        disabled={!canEdit}
        data-testid="loyalty-expires"
      />
      {values.expires && (
        <NumberInput
          clampBehavior="none"
          label={t('loyalty.expiryMonths')}
          description={t('loyalty.expiryMonthsHint')}
          min={1}
          max={120}
          value={values.expiryMonths}
          onChange={(value) => form.setField('expiryMonths', value)}
          error={error('expiryMonths')}
          disabled={!canEdit}
          maw={360}
          data-testid="loyalty-expiry-months"
        />
      )}
    </>
  );
}
