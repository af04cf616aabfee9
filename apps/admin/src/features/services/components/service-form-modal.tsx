import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  type DepositKind,
  type PaymentPolicy,
  type ServiceResponse,
  type StylistResponse,
  takesOnlinePayment,
} from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { usePaymentSettings } from '../../../api/payment-settings.ts';
import { type Category, useCreateService, useUpdateService } from '../../../api/services.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { readMoney } from '../../../lib/money.ts';
import {
  checkedPerformers,
  depositAbovePrice,
  initialServiceValues,
  type OnlinePayments,
  type Performer,
  type ServiceFormValues,
  serviceFormBody,
  servicePlacement,
  validateServiceForm,
} from '../lib/service-form.ts';

interface Props {
  shopId: string;
  service: ServiceResponse | null;
  /** The category a new service starts in. */
  categoryId: string | null;
  categories: readonly Category[];
  stylists: readonly StylistResponse[];
  /** The shop's currency, for a new service; an existing one keeps its own. */
  currency: string;
  nextOrder: number;
  onClose: () => void;
}

function ServiceForm({
  shopId,
  service,
  categoryId,
  categories,
  stylists,
  currency: shopCurrency,
  nextOrder,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation('services');
  const locale = useFormatLocale();
  const currency = service?.price.currency ?? shopCurrency;
  // Everyone active, plus anyone inactive who still performs it, so that nothing is lost unseen.
  const shown = useMemo(
    () => stylists.filter((s) => s.active || service?.stylists.some((p) => p.stylistId === s.id)),
    [stylists, service],
  );
  const shownIds = shown.map((s) => s.id);
  // Whether the salon can take money online; unknown (still loading, or not to be read) leaves it to the server.
  const paymentSettings = usePaymentSettings(shopId);
  const payments: OnlinePayments | undefined = paymentSettings.data
    ? {
        keys: !!paymentSettings.data.stripe.publishableKey && paymentSettings.data.stripe.secretKey.set,
      }
    : undefined;
  const form = useForm<ServiceFormValues>({
    initialValues: initialServiceValues(service, categoryId, stylists, currency, locale),
    validate: (values) =>
      validateServiceForm(values, checkedPerformers(values, shownIds), currency, locale, {
        payments,
        saved: service?.paymentPolicy,
      }),
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const create = useCreateService(shopId);
  const update = useUpdateService(shopId, { errorToast: false });
  const mutation = service ? update : create;
  const [unplaced, setUnplaced] = useState(false);

  const checkAll = (checked: boolean) => {
    for (const id of Object.keys(values.performers))
      form.setFieldValue(`performers.${id}.checked`, checked && shownIds.includes(id));
  };

  const submit = form.onSubmit((values) => {
    setUnplaced(false);
    const performerIds = checkedPerformers(values, shownIds);
    const body = serviceFormBody(values, performerIds, currency, locale);
    const onSuccess = () => {
      toast.success(t(service ? 'service.updated' : 'service.created', { name: body.name }));
      onClose();
    };
    const onError = (error: unknown) => {
      const { placed, other } = showServerErrors(
        form,
        error,
        servicePlacement(performerIds, values.depositKind),
      );
      setUnplaced(!placed || other.length > 0);
    };
    if (service) update.mutate({ id: service.id, ...body }, { onSuccess, onError });
    else create.mutate({ ...body, displayOrder: nextOrder, active: true }, { onSuccess, onError });
  });

  const minutesProps = { step: 5 };
  const checkedCount = shown.filter((s) => values.performers[s.id]?.checked).length;
  const basePrice = readMoney(values.price, currency, locale).minor;
  const defaultPrice = basePrice === null ? null : formatMoney(basePrice, currency, locale);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, mutation.error)}
          </Alert>
        )}
        <TextInput
          label={t('service.name')}
          required
          {...form.getInputProps('name')}
          maxLength={120}
          data-autofocus
          data-testid="service-name"
        />
        <Textarea
          label={t('service.description')}
          {...form.getInputProps('description')}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Select
          label={t('service.category')}
          data={[
            { value: '', label: t('service.noCategory') },
            ...categories.map((c) => ({ value: c.id, label: c.name })),
          ]}
          value={values.categoryId ?? ''}
          onChange={(value) => form.setFieldValue('categoryId', value || null)}
          allowDeselect={false}
          data-testid="service-category"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            clampBehavior="none"
            label={t('service.duration')}
            description={t('service.minutes')}
            required
            min={5}
            max={720}
            {...form.getInputProps('duration')}
            data-testid="service-duration"
            {...minutesProps}
          />
          <NumberInput
            clampBehavior="none"
            label={t('service.bufferBefore')}
            description={t('service.minutes')}
            min={0}
            max={240}
            {...form.getInputProps('bufferBefore')}
            {...minutesProps}
          />
          <NumberInput
            clampBehavior="none"
            label={t('service.bufferAfter')}
            description={t('service.minutes')}
            min={0}
            max={240}
            {...form.getInputProps('bufferAfter')}
            {...minutesProps}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label={t('service.price')}
            description={t('service.inCurrency', { currency })}
            required
            currency={currency}
            {...form.getInputProps('price')}
            data-testid="service-price"
          />
        </SimpleGrid>
        <PaymentSection
          form={form}
          currency={currency}
          payments={payments}
          shopPolicy={paymentSettings.data?.policy ?? null}
          saved={service?.paymentPolicy ?? null}
        />
        <Switch
          label={t('service.bookableOnline')}
          description={t('service.bookableOnlineHint')}
          {...form.getInputProps('bookableOnline', { type: 'checkbox' })}
          data-testid="service-online"
        />
        <Fieldset legend={t('service.stylists')} variant="unstyled">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('service.stylistsHint', { count: checkedCount })}
              </Text>
              <Group gap="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => checkAll(true)}>
                  {t('service.selectAll')}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => checkAll(false)}
                  data-testid="service-stylists-clear"
                >
                  {t('service.clearAll')}
                </Button>
              </Group>
            </Group>
            {shown.length === 0 && <Text size="sm">{t('service.noStylists')}</Text>}
            {shown.map((stylist) => {
              const p = values.performers[stylist.id] as Performer;
              return (
                <Stack key={stylist.id} gap={6}>
                  <Checkbox
                    {...form.getInputProps(`performers.${stylist.id}.checked`, { type: 'checkbox' })}
                    label={
                      <Group gap={6} wrap="nowrap" component="span">
                        <ColorSwatch color={stylist.color.main} size={12} component="span" aria-hidden />
                        <span>
                          {stylist.name}
                          {!stylist.active && ` (${t('service.inactive')})`}
                        </span>
                      </Group>
                    }
                    data-testid={`service-stylist-${stylist.id}`}
                  />
                  {p.checked && (
                    <SimpleGrid cols={2} pl={30} spacing="xs">
                      <NumberInput
                        clampBehavior="none"
                        size="xs"
                        label={t('service.ownDuration', { name: stylist.name })}
                        placeholder={values.duration === '' ? undefined : String(values.duration)}
                        {...form.getInputProps(`performers.${stylist.id}.duration`)}
                        min={5}
                        max={720}
                        {...minutesProps}
                      />
                      <MoneyInput
                        size="xs"
                        label={t('service.ownPrice', { name: stylist.name })}
                        placeholder={defaultPrice ?? undefined}
                        currency={currency}
                        {...form.getInputProps(`performers.${stylist.id}.price`)}
                      />
                    </SimpleGrid>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="service-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const serviceModes = ['shop', 'at_salon', 'deposit', 'prepay'] as const;

/**
 * How the service is paid when booked: as the salon's policy says (the default), or its own. A
 * deposit or prepayment needs the salon's Stripe keys; one the service already has stays shown.
 */
function PaymentSection({
  form,
  currency,
  payments,
  shopPolicy,
  saved,
}: {
  form: UseFormReturnType<ServiceFormValues>;
  currency: string;
  payments: OnlinePayments | undefined;
  shopPolicy: PaymentPolicy | null;
  saved: PaymentPolicy | null;
}) {
  const { t } = useTranslation('services');
  const locale = useFormatLocale();
  const { values } = form;
  const noKeys = payments !== undefined && !payments.keys;
  const describe = (policy: PaymentPolicy) =>
    policy.mode === 'deposit'
      ? policy.depositKind === 'fixed'
        ? t('table.deposit', { amount: formatMoney(policy.depositValue ?? 0, currency, locale) })
        : t('table.depositPercent', { percent: policy.depositValue ?? 0 })
      : t(`service.payment.modes.${policy.mode}`);
  return (
    <Fieldset legend={t('service.payment.title')} variant="unstyled" data-testid="service-payment">
      <Stack gap="sm">
        <Radio.Group
          label={t('service.payment.label')}
          value={values.paymentMode}
          onChange={(value) => form.setFieldValue('paymentMode', value as ServiceFormValues['paymentMode'])}
          error={form.errors.paymentMode ? t(String(form.errors.paymentMode)) : undefined}
        >
          <Stack gap={6} mt={6}>
            {serviceModes.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={t(`service.payment.modes.${mode}`)}
                description={
                  mode === 'shop'
                    ? shopPolicy
                      ? t('service.payment.salonPolicy', { policy: describe(shopPolicy) })
                      : t('service.payment.salonPolicyUnknown')
                    : undefined
                }
                disabled={
                  noKeys &&
                  mode !== 'shop' &&
                  takesOnlinePayment({ mode }) &&
                  values.paymentMode !== mode &&
                  saved?.mode !== mode
                }
                data-testid={`service-payment-${mode}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {noKeys && (
          <Text size="sm" c="dimmed" data-testid="service-payment-needs-keys">
            {t('service.payment.needsKeys')}
          </Text>
        )}
        {values.paymentMode === 'deposit' && (
          <>
            <Radio.Group
              label={t('service.payment.depositKind')}
              value={values.depositKind}
              onChange={(value) => form.setFieldValue('depositKind', value as DepositKind)}
            >
              <Group gap="lg" mt={4}>
                <Radio
                  value="percent"
                  label={t('service.payment.percent')}
                  data-testid="service-deposit-percent-kind"
                />
                <Radio
                  value="fixed"
                  label={t('service.payment.fixed')}
                  data-testid="service-deposit-fixed-kind"
                />
              </Group>
            </Radio.Group>
            {values.depositKind === 'percent' ? (
              <NumberInput
                clampBehavior="none"
                label={t('service.payment.depositPercent')}
                min={1}
                max={100}
                suffix=" %"
                maw={240}
                {...form.getInputProps('depositPercent')}
                data-testid="service-deposit-percent"
              />
            ) : (
              <MoneyInput
                label={t('service.payment.depositAmount')}
                currency={currency}
                maw={240}
                {...form.getInputProps('depositAmount')}
                data-testid="service-deposit-amount"
              />
            )}
            {depositAbovePrice(values, currency, locale) && (
              <Alert color="yellow" variant="light" data-testid="service-deposit-above-price">
                {t('service.payment.aboveWarning')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Adds or changes a service: what it is, how long it takes, what it costs and who does it. */
export function ServiceFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('services');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.service ? t('service.editTitle') : t('service.newTitle')}
      closeLabel={t('actions.close')}
    >
      <ServiceForm {...props} />
    </FormModal>
  );
}
