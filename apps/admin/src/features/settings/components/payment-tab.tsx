import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CancellationPresetName,
  cancellationPresetOf,
  cancellationPresets,
  type DepositKind,
  type PaymentMode,
  type PaymentSettingsResponse,
  paymentModes,
  paymentSettingsRequest,
  takesOnlinePayment,
} from '@salon/domain';
import { ApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconAlertCircle, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import {
  type PaymentSettingsInput,
  usePaymentSettings,
  useTestStripeConnection,
  useUpdatePaymentSettings,
} from '../../../api/payment-settings.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { StackingSegmentedControl } from '../../../components/stacking-segmented-control.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import {
  byPath,
  type FormMessages,
  type PlaceField,
  schemaErrors,
  showServerErrors,
} from '../../../lib/form-errors.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { moneyInput, readMoney } from '../../../lib/money.ts';
import { useFormState } from '../hooks/use-form-state.ts';
import { useReportUnsavedChanges } from '../hooks/use-unsaved-changes.ts';
import { termsSummary } from '../lib/payment-terms.ts';
import { FormActions } from './form-actions.tsx';
import { TabError, TabSkeleton } from './tab-states.tsx';

/** What happens to a stored secret on save: kept, replaced by what is typed, or removed. */
type SecretAction = 'keep' | 'replace' | 'clear';

interface PaymentValues {
  publishableKey: string;
  secretKeyAction: SecretAction;
  secretKeyValue: string;
  webhookSecretAction: SecretAction;
  webhookSecretValue: string;
  mode: PaymentMode;
  depositKind: DepositKind;
  depositPercent: number | string;
  /** A fixed deposit as typed ("5,00"). */
  depositAmount: string;
  freeCancellationHours: number | string;
  lateCancelPercent: number | string;
  noShowPercent: number | string;
  cardOnFileRequired: boolean;
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** A secret field's part of the request: absent keeps the stored one, null removes it. */
const secretRequest = (action: SecretAction, value: string) =>
  action === 'clear' ? null : value.trim() !== '' ? value.trim() : undefined;

/**
 * The shop's online payments: its Stripe keys (the secrets are never shown, only their last four
 * characters), whether customers pay at the salon, a deposit or the whole price when booking, and
 * the cancellation terms, with the sentence customers will read.
 */
export function PaymentTab({ shopId }: { shopId: string }) {
  const { i18n } = useTranslation('settings');
  const settings = usePaymentSettings(shopId);
  if (settings.isPending) return <TabSkeleton rows={6} />;
  if (settings.isError)
    return <TabError message={errorMessage(i18n, settings.error)} onRetry={() => settings.refetch()} />;
  return <PaymentForm shopId={shopId} settings={settings.data} />;
}

function PaymentForm({ shopId, settings }: { shopId: string; settings: PaymentSettingsResponse }) {
  const { t, i18n } = useTranslation('settings');
  const locale = useFormatLocale();
  const { currency } = settings;

  const toValues = (s: PaymentSettingsResponse): PaymentValues => ({
    publishableKey: s.stripe.publishableKey ?? '',
    // A secret is never received, so the form never holds one it did not get typed.
    secretKeyAction: 'keep',
    secretKeyValue: '',
    webhookSecretAction: 'keep',
    webhookSecretValue: '',
    mode: s.policy.mode,
    depositKind: s.policy.depositKind ?? 'percent',
    depositPercent: s.policy.depositKind === 'percent' ? (s.policy.depositValue ?? 20) : 20,
    depositAmount:
      s.policy.depositKind === 'fixed' && s.policy.depositValue !== null
        ? moneyInput(s.policy.depositValue, currency, locale)
        : '',
    freeCancellationHours: s.cancellation.freeCancellationHours,
    lateCancelPercent: s.cancellation.lateCancelPercent,
    noShowPercent: s.cancellation.noShowPercent,
    cardOnFileRequired: s.cardOnFileRequired,
  });

  const toRequest = (values: PaymentValues) => {
    const trimmed = values.publishableKey.trim();
    const deposit = values.mode === 'deposit';
    return {
      stripe: {
        // Emptied: the stored key is removed; never set: nothing to say.
        publishableKey: trimmed === '' ? (settings.stripe.publishableKey ? null : undefined) : trimmed,
        secretKey: secretRequest(values.secretKeyAction, values.secretKeyValue),
        webhookSecret: secretRequest(values.webhookSecretAction, values.webhookSecretValue),
      },
      policy: {
        mode: values.mode,
        depositKind: deposit ? values.depositKind : null,
        depositValue: deposit
          ? values.depositKind === 'percent'
            ? numberOrNull(values.depositPercent)
            : readMoney(values.depositAmount, currency, locale).minor
          : null,
      },
      cancellation: {
        freeCancellationHours: numberOrNull(values.freeCancellationHours),
        lateCancelPercent: numberOrNull(values.lateCancelPercent),
        noShowPercent: numberOrNull(values.noShowPercent),
      },
      // Only possible with the keys and a no-show fee: otherwise it is switched off with them.
      cardOnFileRequired:
        values.cardOnFileRequired && keysPresent(values) && Number(values.noShowPercent) > 0,
    };
  };

  /** Whether the settings, once saved, hold both keys online payments need. */
  const keysPresent = (values: PaymentValues) =>
    values.publishableKey.trim() !== '' &&
    values.secretKeyAction !== 'clear' &&
    (values.secretKeyValue.trim() !== '' || settings.stripe.secretKey.set);

  const place = (values: PaymentValues): PlaceField => {
    const fields = byPath({
      'stripe.publishableKey': ['publishableKey', 'payment.invalid.publishableKey'],
      'stripe.secretKey': ['secretKeyValue', 'payment.invalid.secretKey'],
      'stripe.webhookSecret': ['webhookSecretValue', 'payment.invalid.webhookSecret'],
      'policy.mode': ['mode', 'payment.needsKeys'],
      'policy.depositKind': ['depositKind', 'payment.invalid.depositKind'],
      'policy.depositValue':
        values.depositKind === 'percent'
          ? ['depositPercent', 'payment.invalid.depositPercent']
          : ['depositAmount', 'payment.invalid.depositAmount'],
      'cancellation.freeCancellationHours': ['freeCancellationHours', 'payment.invalid.hours'],
      'cancellation.lateCancelPercent': ['lateCancelPercent', 'payment.invalid.percent'],
      'cancellation.noShowPercent': ['noShowPercent', 'payment.invalid.percent'],
    });
    return fields;
  };

  /** What the domain's schema refuses; a deposit typed that cannot be read, and online payment without keys. */
  const validate = (values: PaymentValues): FormMessages => {
    const errors = schemaErrors(paymentSettingsRequest, toRequest(values), place(values));
    if (values.mode === 'deposit' && values.depositKind === 'fixed') {
      const amount = readMoney(values.depositAmount, currency, locale);
      if (amount.error) errors.depositAmount = amount.error;
    }
    if (takesOnlinePayment(values) && !keysPresent(values)) errors.mode = 'payment.needsKeys';
    return errors;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the values follow the saved settings and the language.
  const saved = useMemo(() => toValues(settings), [settings, locale]);
  const form = useFormState(saved, validate);
  const update = useUpdatePaymentSettings(shopId);
  const connection = useTestStripeConnection(shopId);
  useReportUnsavedChanges(form.dirty);
  const { values, errors } = form;

  const submit = form.form.onSubmit((values) => {
    update.mutate(toRequest(values) as PaymentSettingsInput, {
      onSuccess: (next) => {
        form.commit(toValues(next));
        connection.reset();
        toast.success(t('payment.saved'));
      },
      onError: (error) => {
        if (!showServerErrors(form.form, error, place(values)).placed) toast.error(errorMessage(i18n, error));
      },
    });
  });
  const error = (field: keyof PaymentValues) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const sectionProps: SectionProps = { form, error, currency, locale };

  const canPayOnline = keysPresent(values);
  const keysDirty =
    values.publishableKey !== saved.publishableKey ||
    values.secretKeyAction !== 'keep' ||
    values.secretKeyValue !== '' ||
    values.webhookSecretAction !== 'keep' ||
    values.webhookSecretValue !== '';

  const parsed = paymentSettingsRequest.safeParse(toRequest(values));
  const summary = parsed.success
    ? termsSummary(t, {
        policy: parsed.data.policy,
        cancellation: parsed.data.cancellation,
        currency,
        locale,
      })
    : null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-payment-title">
      <form onSubmit={submit} noValidate data-testid="payment-form">
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="settings-payment-title">
              {t('payment.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('payment.description')}
            </Text>
          </div>

          <StripeKeys {...sectionProps} settings={settings} keysDirty={keysDirty} connection={connection} />
          <PolicyFields {...sectionProps} canPayOnline={canPayOnline} />
          <CancellationFields {...sectionProps} keysPresent={canPayOnline} summary={summary} />
          <FormActions dirty={form.dirty} saving={update.isPending} onReset={form.reset} testId="payment" />
        </Stack>
      </form>
    </Paper>
  );
}

interface SectionProps {
  form: ReturnType<typeof useFormState<PaymentValues>>;
  error: (field: keyof PaymentValues) => string | undefined;
  currency: string;
  locale: string;
}

/** The Stripe keys (secrets write-only), a test of the stored ones, and the currency paid in. */
function StripeKeys({
  form,
  error,
  currency,
  locale,
  settings,
  keysDirty,
  connection,
}: SectionProps & {
  settings: PaymentSettingsResponse;
  keysDirty: boolean;
  connection: ReturnType<typeof useTestStripeConnection>;
}) {
  const { t } = useTranslation('settings');
  const { values } = form;
  const currencyName = (() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
    } catch {
      return currency;
    }
  })();
  return (
    <>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {t('payment.keysTitle')}
        </Title>
        {settings.stripe.mode && (
          <ToneBadge
            tone={settings.stripe.mode === 'live' ? 'green' : 'blue'}
            data-testid="payment-stripe-mode"
          >
            {t(settings.stripe.mode === 'live' ? 'payment.modeLive' : 'payment.modeTest')}
          </ToneBadge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('payment.keysDescription')}
      </Text>
      <TextInput
        label={t('payment.publishableKey')}
        description={t('payment.publishableKeyHint')}
        value={values.publishableKey}
        onChange={(event) => form.setField('publishableKey', event.currentTarget.value)}
        error={error('publishableKey')}
        autoComplete="off"
        spellCheck={false}
        data-testid="payment-publishable-key"
      />
      <SecretField
        field="secretKey"
        label={t('payment.secretKey')}
        hint={t('payment.secretKeyHint')}
        stored={settings.stripe.secretKey}
        action={values.secretKeyAction}
        value={values.secretKeyValue}
        error={error('secretKeyValue')}
        onAction={(action) => {
          form.setField('secretKeyAction', action);
          form.setField('secretKeyValue', '');
        }}
        onValue={(value) => form.setField('secretKeyValue', value)}
      />
      <SecretField
        field="webhookSecret"
        label={t('payment.webhookSecret')}
        hint={t('payment.webhookSecretHint')}
        stored={settings.stripe.webhookSecret}
        action={values.webhookSecretAction}
        value={values.webhookSecretValue}
        error={error('webhookSecretValue')}
        onAction={(action) => {
          form.setField('webhookSecretAction', action);
          form.setField('webhookSecretValue', '');
        }}
        onValue={(value) => form.setField('webhookSecretValue', value)}
      />
      <Stack gap="xs" align="flex-start">
        <Button
          variant="light"
          leftSection={<IconPlugConnected size={16} />}
          onClick={() => connection.mutate()}
          loading={connection.isPending}
          data-testid="payment-test-connection"
        >
          {t('payment.test.button')}
        </Button>
        {keysDirty && (
          <Text size="sm" c="dimmed">
            {t('payment.test.savedKeyOnly')}
          </Text>
        )}
        <ConnectionResult
          data={connection.data}
          error={connection.error}
          liveLabel={t('payment.modeLive')}
          testLabel={t('payment.modeTest')}
        />
      </Stack>

      <TextInput
        label={t('payment.currency')}
        description={t('payment.currencyHint')}
        value={`${currency} · ${currencyName}`}
        readOnly
        maw={360}
        data-testid="payment-currency"
      />
    </>
  );
}

/** What is paid online when booking: nothing, a deposit (a share or an amount), or everything. */
function PolicyFields({ form, error, currency, canPayOnline }: SectionProps & { canPayOnline: boolean }) {
  const { t } = useTranslation('settings');
  const { values } = form;
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('payment.policyTitle')}
      </Title>
      <Radio.Group
        label={t('payment.policy')}
        value={values.mode}
        onChange={(value) => form.setField('mode', value as PaymentMode)}
        error={error('mode')}
        data-testid="payment-mode"
      >
        <Stack gap="sm" mt={6}>
          {paymentModes.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={t(`payment.modes.${mode}`)}
              description={t(`payment.modeHints.${mode}`)}
              // Online payment cannot be chosen without keys; a saved choice stays visible.
              disabled={mode !== 'at_salon' && !canPayOnline && values.mode !== mode}
              data-testid={`payment-mode-${mode}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {!canPayOnline && (
        <Alert variant="light" color="blue" icon={<IconAlertCircle />} data-testid="payment-needs-keys">
          {t('payment.needsKeys')}
        </Alert>
      )}
      {values.mode === 'deposit' && (
        <Stack gap="sm">
          <Radio.Group
            label={t('payment.depositKind')}
            value={values.depositKind}
            onChange={(value) => form.setField('depositKind', value as DepositKind)}
            error={error('depositKind')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="percent" label={t('payment.kinds.percent')} data-testid="payment-kind-percent" />
              <Radio value="fixed" label={t('payment.kinds.fixed')} data-testid="payment-kind-fixed" />
            </Group>
          </Radio.Group>
          {values.depositKind === 'percent' ? (
            <NumberInput
              clampBehavior="none"
              label={t('payment.depositPercent')}
              min={1}
              max={100}
              suffix=" %"
              value={values.depositPercent}
              onChange={(value) => form.setField('depositPercent', value)}
              error={error('depositPercent')}
              maw={240}
              data-testid="payment-deposit-percent"
            />
          ) : (
            <MoneyInput
              label={t('payment.depositAmount')}
              description={t('payment.depositAmountHint')}
              currency={currency}
              value={values.depositAmount}
              onChange={(event) => form.setField('depositAmount', event.currentTarget.value)}
              error={error('depositAmount')}
              maw={240}
              data-testid="payment-deposit-amount"
            />
          )}
        </Stack>
      )}
    </>
  );
}

/** The cancellation terms (a preset or the salon's own), the kept card, and the terms in a sentence. */
function CancellationFields({
  form,
  error,
  keysPresent,
  summary,
}: SectionProps & { keysPresent: boolean; summary: string | null }) {
  const { t } = useTranslation('settings');
  const { values } = form;
  const cancellation = {
    freeCancellationHours: Number(values.freeCancellationHours),
    lateCancelPercent: Number(values.lateCancelPercent),
    noShowPercent: Number(values.noShowPercent),
  };
  const preset =
    values.freeCancellationHours === '' || values.lateCancelPercent === '' || values.noShowPercent === ''
      ? null
      : cancellationPresetOf(cancellation);
  const choosePreset = (name: string) => {
    if (!(name in cancellationPresets)) return;
    const terms = cancellationPresets[name as CancellationPresetName];
    form.setField('freeCancellationHours', terms.freeCancellationHours);
    form.setField('lateCancelPercent', terms.lateCancelPercent);
    form.setField('noShowPercent', terms.noShowPercent);
  };
  return (
    <>
      <Divider />
      <Title order={3} size="h5">
        {t('payment.cancellationTitle')}
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="payment-preset-label">
          {t('payment.preset')}
        </Text>
        <StackingSegmentedControl
          aria-labelledby="payment-preset-label"
          value={preset ?? 'custom'}
          onChange={choosePreset}
          data={(['flexible', 'moderate', 'strict', 'custom'] as const).map((name) => ({
            value: name,
            label: t(`payment.presets.${name}`),
          }))}
          fullWidth
          maw={560}
          data-testid="payment-preset"
        />
        <Text size="xs" c="dimmed">
          {t(`payment.presetHints.${preset ?? 'custom'}`)}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NumberInput
          clampBehavior="none"
          label={t('payment.freeHours')}
          min={0}
          max={720}
          value={values.freeCancellationHours}
          onChange={(value) => form.setField('freeCancellationHours', value)}
          error={error('freeCancellationHours')}
          w={{ base: '100%', sm: 220 }}
          data-testid="payment-free-hours"
        />
        <NumberInput
          clampBehavior="none"
          label={t('payment.latePercent')}
          min={0}
          max={100}
          value={values.lateCancelPercent}
          onChange={(value) => form.setField('lateCancelPercent', value)}
          error={error('lateCancelPercent')}
          w={{ base: '100%', sm: 220 }}
          data-testid="payment-late-percent"
        />
        <NumberInput
          clampBehavior="none"
          label={t('payment.noShowPercent')}
          min={0}
          max={100}
          value={values.noShowPercent}
          onChange={(value) => form.setField('noShowPercent', value)}
          error={error('noShowPercent')}
          w={{ base: '100%', sm: 220 }}
          data-testid="payment-no-show-percent"
        />
      </Group>
      <Checkbox
        label={t('payment.cardOnFile')}
        description={t('payment.cardOnFileHint')}
        checked={values.cardOnFileRequired && keysPresent && Number(values.noShowPercent) > 0}
        disabled={!keysPresent || !(Number(values.noShowPercent) > 0)}
        onChange={(event) => form.setField('cardOnFileRequired', event.currentTarget.checked)}
        data-testid="payment-card-on-file"
      />
      {summary && (
        <Paper withBorder radius="sm" p="md" bg="var(--mantine-color-default-hover)">
          <Text size="sm" fw={500}>
            {t('payment.summaryTitle')}
          </Text>
          <Text size="sm" data-testid="payment-summary">
            {summary}
          </Text>
        </Paper>
      )}
    </>
  );
}

/**
 * A write-only secret: a stored one shows only as its last four characters and can be replaced
 * or removed; the field for a new one always starts empty.
 */
function SecretField({
  field,
  label,
  hint,
  stored,
  action,
  value,
  error,
  onAction,
  onValue,
}: {
  field: 'secretKey' | 'webhookSecret';
  label: string;
  hint: string;
  stored: { set: boolean; last4: string | null };
  action: SecretAction;
  value: string;
  error: string | undefined;
  onAction: (action: SecretAction) => void;
  onValue: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const input = (
    <PasswordInput
      label={stored.set ? t('payment.newValue', { field: label }) : label}
      description={hint}
      value={value}
      onChange={(event) => onValue(event.currentTarget.value)}
      error={error}
      // A browser must not offer a saved password here, nor store what is typed as one.
      autoComplete="new-password"
      spellCheck={false}
      data-testid={`payment-${field}-input`}
    />
  );
  // Nothing stored: what is typed is the new one.
  if (!stored.set) return input;
  return (
    <Stack gap={6} data-testid={`payment-${field}`}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" ff="monospace" data-testid={`payment-${field}-stored`}>
          {action === 'clear'
            ? t('payment.notStored')
            : t('payment.storedSecret', { last4: stored.last4 ?? '' })}
        </Text>
        {action === 'keep' ? (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => onAction('replace')}
              data-testid={`payment-${field}-replace`}
            >
              {t('payment.replace')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onAction('clear')}
              data-testid={`payment-${field}-remove`}
            >
              {t('payment.remove')}
            </Button>
          </>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onAction('keep')}
            data-testid={`payment-${field}-keep`}
          >
            {t('payment.keep')}
          </Button>
        )}
      </Group>
      {action === 'replace' && input}
      {action === 'clear' && (
        <Text size="sm" c="red" aria-live="polite">
          {t('payment.willRemove')}
        </Text>
      )}
    </Stack>
  );
}

/** The outcome of the last connection test, in words. */
function ConnectionResult({
  data,
  error,
  liveLabel,
  testLabel,
}: {
  data: { livemode: boolean; accountId: string | null } | undefined;
  error: Error | null;
  liveLabel: string;
  testLabel: string;
}) {
  const { t } = useTranslation('settings');
  if (data) {
    const mode = data.livemode ? liveLabel : testLabel;
    return (
      <Alert
        variant="light"
        color="green"
        icon={<IconCircleCheck />}
        role="status"
        data-testid="payment-connection-result"
        data-outcome="ok"
      >
        {data.accountId
          ? t('payment.test.okAccount', { account: data.accountId, mode })
          : t('payment.test.ok', { mode })}
      </Alert>
    );
  }
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : null;
  const outcome =
    code === 'StripeKeyInvalid'
      ? 'keyInvalid'
      : code === 'StripeUnreachable'
        ? 'unreachable'
        : code === 'StripeNotConfigured'
          ? 'notConfigured'
          : 'failed';
  return (
    <Alert
      variant="light"
      color={outcome === 'notConfigured' ? 'gray' : outcome === 'unreachable' ? 'orange' : 'red'}
      icon={<IconAlertCircle />}
      role="alert"
      data-testid="payment-connection-result"
      data-outcome={outcome}
    >
      {t(`payment.test.${outcome}`)}
    </Alert>
  );
}
