import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Product, useCreateProduct, useUpdateProduct } from '../../../api/products.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { formatTaxRate } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import {
  initialProductValues,
  type ProductFormValues,
  productFormBody,
  productServerPlacement,
  validateProductForm,
} from '../lib/product-form.ts';

interface Props {
  shopId: string;
  product: Product | null;
  /** The shop's currency: products are priced in it. */
  currency: string;
  /** The salon's standard rate, which a product without its own is sold at. */
  salonTaxRateBps: number;
  onClose: () => void;
}

/** The language's decimal mark, so "7,5" is typed as a German would. */
const decimalMark = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

function ProductForm({ shopId, product, currency, salonTaxRateBps, onClose }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = useFormatLocale();
  const form = useForm<ProductFormValues>({
    initialValues: initialProductValues(product, locale),
    validate: (values) => validateProductForm(values, currency, locale),
    enhanceGetInputProps: translateErrors(t),
  });
  const create = useCreateProduct(shopId);
  const update = useUpdateProduct(shopId);
  const mutation = product ? update : create;
  const [unplaced, setUnplaced] = useState(false);

  const submit = form.onSubmit((values) => {
    setUnplaced(false);
    const { initialStock, ...body } = productFormBody(values, currency, locale);
    const onSuccess = () => {
      toast.success(t(product ? 'products.updated' : 'products.created', { name: body.name }));
      onClose();
    };
    const onError = (error: unknown) => {
      const { placed, other } = showServerErrors(form, error, productServerPlacement);
      setUnplaced(!placed || other.length > 0);
    };
    if (product) update.mutate({ id: product.id, ...body }, { onSuccess, onError });
    else create.mutate({ ...body, initialStock }, { onSuccess, onError });
  });

  const countProps = { min: 0, max: 1_000_000 };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, mutation.error)}
          </Alert>
        )}
        <TextInput
          label={t('products.field.name')}
          required
          maxLength={120}
          {...form.getInputProps('name')}
          data-autofocus
          data-testid="product-name"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('products.field.sku')}
            maxLength={64}
            autoComplete="off"
            {...form.getInputProps('sku')}
            data-testid="product-sku"
          />
          <TextInput
            label={t('products.field.barcode')}
            maxLength={64}
            autoComplete="off"
            inputMode="numeric"
            {...form.getInputProps('barcode')}
            data-testid="product-barcode"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <MoneyInput
            label={t('products.field.price')}
            required
            currency={currency}
            {...form.getInputProps('price')}
            data-testid="product-price"
          />
          <NumberInput
            clampBehavior="none"
            label={t('products.field.taxRate')}
            description={t('products.field.taxRateHint', { rate: formatTaxRate(salonTaxRateBps, locale) })}
            placeholder={formatTaxRate(salonTaxRateBps, locale)}
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator={decimalMark(locale)}
            suffix=" %"
            {...form.getInputProps('taxRate')}
            data-testid="product-tax"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {!product && (
            <NumberInput
              clampBehavior="none"
              label={t('products.field.initialStock')}
              {...countProps}
              {...form.getInputProps('initialStock')}
              data-testid="product-initial-stock"
            />
          )}
          <NumberInput
            clampBehavior="none"
            label={t('products.field.lowStockThreshold')}
            description={t('products.field.lowStockHint')}
            {...countProps}
            {...form.getInputProps('lowStockThreshold')}
            data-testid="product-low-stock"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('products.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="product-save">
            {t('products.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds or changes a product: what it is, its codes, price and tax, and when it counts as low. */
export function ProductFormModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.product ? t('products.editTitle') : t('products.newTitle')}
      closeLabel={t('products.close')}
    >
      {opened && <ProductForm key={props.product?.id ?? 'new'} {...props} />}
    </FormModal>
  );
}
