import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { CounterPaymentMethod } from '@salon/domain';
import { ApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '../../../api/customers.ts';
import { type Product, productsQueryOptions } from '../../../api/products.ts';
import { useRules } from '../../../api/rules.ts';
import {
  type CheckoutDraft,
  type Sale,
  useCheckout,
  useCheckoutDraft,
  useSale,
  useWalkInSale,
} from '../../../api/sales.ts';
import { useServices } from '../../../api/services.ts';
import { useShop } from '../../../api/shop.ts';
import { useStylists } from '../../../api/stylists.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { StackingSegmentedControl } from '../../../components/stacking-segmented-control.tsx';
import { showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { moneyInput } from '../../../lib/money.ts';
import {
  cardBrandName,
  cardOnFileErrors,
  checkoutBody,
  type DiscountKind,
  emptyPayment,
  initialSaleValues,
  mayPay,
  paymentMethodsFor,
  placeSaleError,
  readSale,
  rowKey,
  type SaleFormValues,
  walkInBody,
} from '../lib/sale-form.ts';
import { ReceiptActions } from './receipt-actions.tsx';

interface FormProps {
  shopId: string;
  /** The visit's draft; null for a walk-in sale. */
  draft: CheckoutDraft | null;
  onSold: (sale: Sale) => void;
}

function SummaryRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ProductSearch({
  shopId,
  locale,
  onAdd,
}: {
  shopId: string;
  locale: string;
  onAdd: (product: Product) => void;
}) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const found = useQuery({
    ...productsQueryOptions(shopId, { q: debounced, lowStock: false, archived: false, page: 1, pageSize: 6 }),
    enabled: debounced.length > 0,
  });
  const items = debounced ? (found.data?.items ?? []) : [];
  const add = (product: Product) => {
    onAdd(product);
    setQ('');
  };
  return (
    <Stack gap={4}>
      <TextInput
        label={t('checkout.products.search')}
        placeholder={t('checkout.products.searchPlaceholder')}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          // A scanner types the code and Enter: an exact SKU or barcode is added at once.
          const code = q.trim();
          const exact = items.find((p) => p.sku === code || p.barcode === code);
          const only = items.length === 1 ? items[0] : undefined;
          if (exact ?? only) add((exact ?? only) as Product);
        }}
        data-testid="checkout-product-search"
      />
      {items.length > 0 && (
        <Group gap={6} data-testid="checkout-product-matches">
          {items.map((p) => (
            <Button
              key={p.id}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => add(p)}
              aria-label={t('checkout.products.add', { name: p.name })}
            >
              {`${p.name} · ${formatMoney(p.price.amount, p.price.currency, locale)}`}
            </Button>
          ))}
        </Group>
      )}
      {debounced && found.isSuccess && items.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('checkout.products.none')}
        </Text>
      )}
    </Stack>
  );
}

function CustomerField({
  shopId,
  value,
  onChange,
}: {
  shopId: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useCustomerSearch(shopId, debounced, debounced.length > 0);
  const data = (found.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Select
      label={t('checkout.customer')}
      placeholder={t('checkout.customerPlaceholder')}
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={debounced ? t('checkout.noCustomer') : undefined}
      data-testid="checkout-customer"
    />
  );
}

/** Everything the sale form reads and does: the draft or a walk-in, the form, what it adds up to, Pay. */
function useSaleForm({ shopId, draft, onSold }: FormProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = useFormatLocale();
  const walkIn = draft === null;
  const shop = useShop(walkIn ? shopId : null);
  const services = useServices(walkIn ? shopId : null);
  const stylists = useStylists(walkIn ? shopId : null);
  const checkout = useCheckout(shopId);
  const sell = useWalkInSale(shopId);
  const mutation = walkIn ? sell : checkout;
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const cardOnFile = draft?.cardOnFile ?? null;
  const methods = paymentMethodsFor(cardOnFile);
  const methodLabel = (m: CounterPaymentMethod) =>
    m === 'card_on_file' && cardOnFile
      ? t('checkout.payments.cardOnFile', { brand: cardBrandName(cardOnFile.brand), last4: cardOnFile.last4 })
      : t(`sales.method.${m}`);

  const rules = useRules(walkIn ? shopId : null);
  const currency =
    draft?.currency ?? rules.data?.currency ?? services.data?.items[0]?.price.currency ?? 'EUR';
  const toInput = (minor: number) => moneyInput(minor, currency, locale);
  const form = useForm<SaleFormValues>({
    initialValues: initialSaleValues(draft, (minor) => moneyInput(minor, draft?.currency ?? 'EUR', locale)),
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const ctx = {
    currency,
    locale,
    deposit: draft?.deposit ?? 0,
    redeemedValue: draft?.redeemed.value ?? 0,
    loyalty: draft?.loyalty ?? null,
  };
  const reading = readSale(values, ctx);
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const stylistNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const s of stylists.data?.items ?? []) names.set(s.id, s.name);
    for (const s of draft?.services ?? []) names.set(s.stylistId, s.stylistName);
    return names;
  }, [stylists.data, draft]);
  const tipStylists = [
    ...new Set(values.services.map((s) => s.stylistId).filter((id): id is string => !!id)),
  ];
  const taxRate = shop.data?.serviceTaxRateBps ?? draft?.services[0]?.taxRateBps ?? 0;

  const addProduct = (product: Product) => {
    const at = values.products.findIndex((p) => p.productId === product.id);
    if (at >= 0) form.setFieldValue(`products.${at}.quantity`, (values.products[at]?.quantity ?? 0) + 1);
    else
      form.insertListItem('products', {
        productId: product.id,
        name: product.name,
        unitPrice: product.price.amount,
        // The server sells a product without a rate of its own at the salon's: so does the preview.
        taxRateBps: product.taxRateBps ?? taxRate,
        quantity: 1,
      });
  };

  const pay = form.onSubmit(() => {
    setUnplaced(null);
    setCardError(null);
    // Only the checks of what was typed block Pay; the summary already shows every amount.
    const blocking = Object.fromEntries(Object.entries(reading.errors));
    if (Object.keys(blocking).length > 0) {
      form.setErrors(blocking);
      return;
    }
    const onError = (error: unknown) => {
      if (error instanceof ApiError && cardOnFileErrors.has(error.code)) {
        setCardError(errorMessage(i18n, error));
        return;
      }
      const { placed, other } = showServerErrors(form, error, placeSaleError);
      if (!placed || other.length > 0) setUnplaced(errorMessage(i18n, error));
    };
    if (walkIn) sell.mutate(walkInBody(values, reading), { onSuccess: onSold, onError });
    else
      checkout.mutate(
        { appointmentId: draft.appointmentId, body: checkoutBody(values, reading, ctx.redeemedValue) },
        { onSuccess: onSold, onError },
      );
  });

  const serviceOptions = (services.data?.items ?? [])
    .filter((s) => s.active)
    .map((s) => ({ value: s.id, label: s.name }));
  const stylistOptions = (stylists.data?.items ?? [])
    .filter((s) => s.active)
    .map((s) => ({ value: s.id, label: s.name }));
  const totals = reading.totals;
  const canPay = mayPay(values, reading);
  const paymentsError = form.errors.payments;
  return {
    t,
    i18n,
    locale,
    walkIn,
    shop,
    services,
    stylists,
    checkout,
    sell,
    mutation,
    unplaced,
    setUnplaced,
    cardError,
    setCardError,
    cardOnFile,
    methods,
    methodLabel,
    rules,
    currency,
    toInput,
    form,
    values,
    ctx,
    reading,
    money,
    stylistNames,
    tipStylists,
    taxRate,
    addProduct,
    pay,
    serviceOptions,
    stylistOptions,
    totals,
    canPay,
    paymentsError,
    draft,
    shopId,
    onSold,
  };
}
type SaleParts = ReturnType<typeof useSaleForm>;

/** The sale being made: services, products, discount, tips, points, then the payments. */
function SaleForm(props: FormProps) {
  const p = useSaleForm(props);
  const { t } = useTranslation('admin');
  const {
    walkIn,
    mutation,
    unplaced,
    currency,
    form,
    values,
    reading,
    money,
    stylistNames,
    tipStylists,
    pay,
    totals,
    canPay,
    draft,
    shopId,
  } = p;
  return (
    <form onSubmit={pay} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert" data-testid="checkout-error">
            {unplaced}
          </Alert>
        )}
        {walkIn ? (
          <CustomerField
            shopId={shopId}
            value={values.customerId}
            onChange={(id) => form.setFieldValue('customerId', id)}
          />
        ) : (
          draft?.customer && (
            <Text size="sm" data-testid="checkout-customer-name">
              {t('checkout.customerIs', { name: draft.customer.name })}
            </Text>
          )
        )}

        <SaleServices p={p} />

        <SaleProducts p={p} />

        <SaleDiscount p={p} />

        {tipStylists.length > 0 && (
          <Section title={t('checkout.tips.title')}>
            {tipStylists.map((id) => (
              <MoneyInput
                key={id}
                currency={currency}
                label={t('checkout.tips.for', { name: stylistNames.get(id) ?? '' })}
                {...form.getInputProps(`tips.${id}`)}
                value={values.tips[id] ?? ''}
                data-testid={`checkout-tip-${id}`}
              />
            ))}
          </Section>
        )}

        {draft?.loyalty && draft.loyalty.balance > 0 && (
          <Section title={t('checkout.loyalty.title')}>
            <NumberInput
              label={t('checkout.loyalty.points')}
              description={t('checkout.loyalty.hint', {
                balance: t('checkout.loyalty.balance', { count: draft.loyalty.balance }),
                worth: t('checkout.loyalty.worth', {
                  count: draft.loyalty.redeemPoints,
                  value: money(draft.loyalty.redeemAmount),
                }),
              })}
              min={0}
              max={draft.loyalty.balance}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('loyaltyPoints')}
              data-testid="checkout-points"
            />
          </Section>
        )}

        <SaleSummary p={p} />

        <SalePayments p={p} />

        {(walkIn ? values.customerId !== null : !!draft?.customer?.email) && (
          <Checkbox
            label={t('checkout.emailReceipt')}
            {...form.getInputProps('emailReceipt', { type: 'checkbox' })}
          />
        )}

        <Stack gap={4}>
          <Button
            type="submit"
            size="md"
            disabled={!canPay}
            loading={mutation.isPending}
            aria-describedby={canPay ? undefined : 'checkout-pay-hint'}
            data-testid="checkout-pay"
          >
            {t('checkout.pay', { amount: money(totals?.amountDue ?? 0) })}
          </Button>
          {!canPay && (
            <Text size="xs" c="dimmed" id="checkout-pay-hint" data-testid="checkout-pay-hint">
              {values.services.length + values.products.length === 0
                ? t('checkout.hint.empty')
                : reading.remaining > 0
                  ? t('checkout.hint.remaining', { amount: money(reading.remaining) })
                  : t('checkout.hint.tooMuch', { amount: money(-reading.remaining) })}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

/** The services of the visit: each one's stylist and price, changed prices marked. */
function SaleServices({ p }: { p: SaleParts }) {
  const { t } = useTranslation('admin');
  const {
    walkIn,
    services,
    currency,
    toInput,
    form,
    values,
    reading,
    money,
    stylistNames,
    taxRate,
    serviceOptions,
    stylistOptions,
  } = p;
  return (
    <Section title={t('checkout.services.title')}>
      {values.services.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('checkout.services.none')}
        </Text>
      )}
      {values.services.map((row, i) => {
        const price = reading.servicePrices[i] ?? row.listPrice;
        const changed = price !== row.listPrice;
        const name = row.name || t('checkout.services.unnamed', { n: i + 1 });
        return (
          <Paper key={row.key} withBorder p="xs" data-testid={`checkout-service-${i}`}>
            <Stack gap={6}>
              {row.appointmentItemId ? (
                <Text size="sm" fw={600}>
                  {`${row.name} · ${stylistNames.get(row.stylistId ?? '') ?? ''}`}
                </Text>
              ) : (
                <Group grow align="flex-start" gap="xs">
                  <Select
                    label={t('checkout.services.service')}
                    data={serviceOptions}
                    searchable
                    {...form.getInputProps(`services.${i}.serviceId`)}
                    onChange={(id) => {
                      const service = services.data?.items.find((s) => s.id === id);
                      const own = service?.stylists.find((s) => s.stylistId === row.stylistId)?.priceAmount;
                      const list = own ?? service?.price.amount ?? 0;
                      form.setFieldValue(`services.${i}`, {
                        ...row,
                        serviceId: id,
                        name: service?.name ?? '',
                        listPrice: list,
                        price: toInput(list),
                        taxRateBps: taxRate,
                      });
                    }}
                  />
                  <Select
                    label={t('checkout.services.stylist')}
                    data={stylistOptions}
                    {...form.getInputProps(`services.${i}.stylistId`)}
                  />
                </Group>
              )}
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <MoneyInput
                  style={{ flex: 1 }}
                  currency={currency}
                  label={t('checkout.services.price', { name })}
                  description={
                    changed ? t('checkout.services.listPrice', { price: money(row.listPrice) }) : undefined
                  }
                  {...form.getInputProps(`services.${i}.price`)}
                  data-testid={`checkout-service-price-${i}`}
                />
                {!row.appointmentItemId && (
                  <ActionIcon
                    mt={26}
                    variant="subtle"
                    color="red"
                    onClick={() => form.removeListItem('services', i)}
                    aria-label={t('checkout.services.remove', { name })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              {changed && (
                <TextInput
                  label={t('checkout.services.reason')}
                  required
                  maxLength={500}
                  {...form.getInputProps(`services.${i}.reason`)}
                  data-testid={`checkout-service-reason-${i}`}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      {walkIn && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() =>
            form.insertListItem('services', {
              key: rowKey(),
              serviceId: null,
              stylistId: null,
              name: '',
              listPrice: 0,
              price: '',
              reason: '',
              taxRateBps: taxRate,
            })
          }
          style={{ alignSelf: 'flex-start' }}
          data-testid="checkout-add-service"
        >
          {t('checkout.services.add')}
        </Button>
      )}
    </Section>
  );
}

/** The products sold with it, found by name and counted. */
function SaleProducts({ p }: { p: SaleParts }) {
  const { t } = useTranslation('admin');
  const { locale, form, values, money, addProduct, shopId } = p;
  return (
    <Section title={t('checkout.products.title')}>
      <ProductSearch shopId={shopId} locale={locale} onAdd={addProduct} />
      {values.products.map((row, i) => (
        <Group
          key={row.productId}
          gap="xs"
          wrap="nowrap"
          align="flex-end"
          data-testid={`checkout-product-${i}`}
        >
          <Text size="sm" style={{ flex: 1 }}>
            {row.name}
            <Text span size="xs" c="dimmed">{` · ${money(row.unitPrice)}`}</Text>
          </Text>
          <NumberInput
            w={90}
            label={t('checkout.products.quantity', { name: row.name })}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            value={row.quantity}
            onChange={(q) =>
              form.setFieldValue(`products.${i}.quantity`, typeof q === 'number' && q >= 1 ? q : 1)
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            onClick={() => form.removeListItem('products', i)}
            aria-label={t('checkout.products.remove', { name: row.name })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Section>
  );
}

/** A discount on the sale: a share or an amount, with its reason. */
function SaleDiscount({ p }: { p: SaleParts }) {
  const { t } = useTranslation('admin');
  const { currency, form, values } = p;
  return (
    <Section title={t('checkout.discount.title')}>
      <StackingSegmentedControl
        stackBelow="23em"
        fullWidth
        value={values.discountKind}
        onChange={(kind) => {
          form.setFieldValue('discountKind', kind as DiscountKind);
          form.setFieldValue('discount', '');
          form.clearFieldError('discount');
        }}
        data={[
          { value: 'none', label: t('checkout.discount.none') },
          { value: 'amount', label: t('checkout.discount.amount') },
          { value: 'percent', label: t('checkout.discount.percent') },
        ]}
        aria-label={t('checkout.discount.kind')}
      />
      {values.discountKind !== 'none' && (
        <Group grow align="flex-start" gap="xs">
          {values.discountKind === 'amount' ? (
            <MoneyInput
              currency={currency}
              label={t('checkout.discount.value')}
              {...form.getInputProps('discount')}
              data-testid="checkout-discount"
            />
          ) : (
            <TextInput
              inputMode="decimal"
              label={t('checkout.discount.percentValue')}
              rightSection={
                <Text size="xs" aria-hidden>
                  %
                </Text>
              }
              {...form.getInputProps('discount')}
              data-testid="checkout-discount"
            />
          )}
          <TextInput
            label={t('checkout.discount.reason')}
            maxLength={500}
            {...form.getInputProps('discountReason')}
          />
        </Group>
      )}
    </Section>
  );
}

/** What the sale comes to: subtotal, discount, tax, tips, points and what is left to pay. */
function SaleSummary({ p }: { p: SaleParts }) {
  const { t } = useTranslation('admin');
  const { ctx, reading, money, totals } = p;
  return (
    <Paper withBorder p="sm" data-testid="checkout-summary" aria-live="polite">
      <Stack gap={4}>
        <SummaryRow
          label={t('checkout.summary.subtotal')}
          value={money(totals?.subtotal ?? 0)}
          testId="summary-subtotal"
        />
        {(totals?.discount ?? 0) > 0 && (
          <SummaryRow
            label={t('checkout.summary.discount')}
            value={`−${money(totals?.discount ?? 0)}`}
            testId="summary-discount"
          />
        )}
        {(totals?.loyaltyValue ?? 0) > 0 && (
          <SummaryRow
            label={t('checkout.summary.loyalty')}
            value={`−${money(totals?.loyaltyValue ?? 0)}`}
            testId="summary-loyalty"
          />
        )}
        <SummaryRow
          label={t('checkout.summary.tax')}
          value={money(totals?.taxTotal ?? 0)}
          testId="summary-tax"
        />
        <SummaryRow
          label={t('checkout.summary.tips')}
          value={money(totals?.tips ?? 0)}
          testId="summary-tips"
        />
        <SummaryRow
          label={t('checkout.summary.total')}
          value={money(totals?.total ?? 0)}
          testId="summary-total"
        />
        {ctx.deposit > 0 && (
          <SummaryRow
            label={t('checkout.summary.deposit')}
            value={`−${money(ctx.deposit)}`}
            testId="summary-deposit"
          />
        )}
        <Divider />
        <SummaryRow
          strong
          label={t('checkout.summary.due')}
          value={money(totals?.amountDue ?? 0)}
          testId="summary-due"
        />
        <SummaryRow
          label={t('checkout.summary.remaining')}
          value={money(reading.remaining)}
          testId="summary-remaining"
        />
      </Stack>
      {reading.problem && (
        <Text size="sm" c="red" role="alert" mt="xs" data-testid="summary-problem">
          {t(`checkout.problem.${reading.problem}`)}
        </Text>
      )}
    </Paper>
  );
}

/** How it is paid: one or more payments by method, the card kept on file among them. */
function SalePayments({ p }: { p: SaleParts }) {
  const { t } = useTranslation('admin');
  const {
    cardError,
    cardOnFile,
    methods,
    methodLabel,
    currency,
    toInput,
    form,
    values,
    ctx,
    reading,
    money,
    paymentsError,
  } = p;
  return (
    <Section title={t('checkout.payments.title')}>
      {ctx.deposit > 0 && (
        <Text size="sm" data-testid="checkout-paid-online">
          {t('checkout.payments.online', { amount: money(ctx.deposit) })}
        </Text>
      )}
      {values.payments.map((row, i) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap" data-testid={`checkout-payment-${i}`}>
          <Select
            w={cardOnFile ? 220 : 150}
            label={t('checkout.payments.method', { n: i + 1 })}
            data={methods.map((m) => ({ value: m, label: methodLabel(m) }))}
            allowDeselect={false}
            value={row.method}
            onChange={(m) => m && form.setFieldValue(`payments.${i}.method`, m as CounterPaymentMethod)}
            data-testid={`checkout-payment-method-${i}`}
          />
          <MoneyInput
            style={{ flex: 1 }}
            currency={currency}
            label={t('checkout.payments.amount', { n: i + 1 })}
            {...form.getInputProps(`payments.${i}.amount`)}
            onChange={(event) => {
              form.setFieldValue(`payments.${i}.amount`, event.currentTarget.value);
              form.clearFieldError('payments');
            }}
            data-testid={`checkout-payment-amount-${i}`}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            onClick={() => form.removeListItem('payments', i)}
            aria-label={t('checkout.payments.remove', { n: i + 1 })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('payments', emptyPayment('card_terminal'))}
          data-testid="checkout-add-payment"
        >
          {t('checkout.payments.add')}
        </Button>
        {reading.remaining > 0 && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              const last = values.payments.length - 1;
              const current =
                reading.payments.length === values.payments.filter((p) => p.amount.trim()).length;
              if (last >= 0 && !values.payments[last]?.amount.trim() && current)
                form.setFieldValue(`payments.${last}.amount`, toInput(reading.remaining));
              else form.insertListItem('payments', emptyPayment('cash', toInput(reading.remaining)));
            }}
            data-testid="checkout-fill-rest"
          >
            {t('checkout.payments.rest', { amount: money(reading.remaining) })}
          </Button>
        )}
      </Group>
      {cardError && (
        <Text size="sm" c="red" role="alert" data-testid="checkout-card-error">
          {cardError}
        </Text>
      )}
      {typeof paymentsError === 'string' && (
        <Text size="sm" c="red" role="alert" data-testid="checkout-payments-error">
          {t(paymentsError)}
        </Text>
      )}
    </Section>
  );
}

function Paid({ shopId, sale, onClose }: { shopId: string; sale: Sale; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useFormatLocale();
  return (
    <Stack gap="md" data-testid="checkout-done">
      <Alert color="teal" title={t('checkout.done.title')}>
        <Text size="sm" data-testid="checkout-receipt-number">
          {t('checkout.receipt.number', { number: sale.receipt.number })}
        </Text>
        <Text size="sm">
          {t('checkout.done.total', { amount: formatMoney(sale.total, sale.currency, locale) })}
        </Text>
      </Alert>
      <ReceiptActions shopId={shopId} saleId={sale.id} />
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="checkout-close">
          {t('checkout.done.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function VisitCheckout({
  shopId,
  appointmentId,
  onSold,
}: {
  shopId: string;
  appointmentId: string;
  onSold: (sale: Sale) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const draft = useCheckoutDraft(shopId, appointmentId);
  // The form keeps the draft it opened with: paying refetches the draft (now with its sale) before
  // the form hears of its success, and the form must still be there to show the receipt.
  const [opened, setOpened] = useState<CheckoutDraft | null>(null);
  if (draft.data && opened === null) setOpened(draft.data);
  const first = opened ?? draft.data;
  const existing = useSale(shopId, first?.saleId ?? null);
  if (draft.isPending) return <Skeleton height={240} />;
  if (!first)
    return (
      <Alert color="red" role="alert">
        {errorMessage(i18n, draft.error)}
      </Alert>
    );
  if (first.saleId) {
    if (!existing.data) return <Skeleton height={80} />;
    return (
      <Stack>
        <Text>{t('checkout.already', { number: existing.data.receipt.number })}</Text>
        <ReceiptActions shopId={shopId} saleId={existing.data.id} />
      </Stack>
    );
  }
  return <SaleForm shopId={shopId} draft={first} onSold={onSold} />;
}

/**
 * The checkout of a visit (`appointmentId`) or a walk-in sale: the form, then the receipt with
 * its PDF and e-mail. Full screen on a phone.
 */
export function SaleFormModal({
  shopId,
  appointmentId,
  opened,
  onClose,
}: {
  shopId: string;
  /** The visit to check out; null for a walk-in sale. */
  appointmentId: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [sold, setSold] = useState<Sale | null>(null);
  const close = () => {
    setSold(null);
    onClose();
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={appointmentId ? t('checkout.title') : t('checkout.walkInTitle')}
      closeLabel={t('checkout.close')}
    >
      {sold ? (
        <Paid shopId={shopId} sale={sold} onClose={close} />
      ) : appointmentId ? (
        <VisitCheckout shopId={shopId} appointmentId={appointmentId} onSold={setSold} />
      ) : (
        <SaleForm shopId={shopId} draft={null} onSold={setSold} />
      )}
    </FormModal>
  );
}
