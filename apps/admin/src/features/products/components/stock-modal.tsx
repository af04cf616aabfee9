import {
  Alert,
  Button,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type Product, useChangeStock, useStockMovements } from '../../../api/products.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { StackingSegmentedControl } from '../../../components/stacking-segmented-control.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { formatDayTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import {
  initialStockValues,
  type StockFormValues,
  type StockMode,
  stockFormBody,
  stockPlacement,
  validateStockForm,
} from '../lib/stock-form.ts';

interface Props {
  shopId: string;
  product: Product;
  /** Read-only staff see the history only. */
  canChange: boolean;
  onClose: () => void;
}

function StockForm({
  shopId,
  product,
  onDone,
}: {
  shopId: string;
  product: Product;
  onDone: (product: Product) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const form = useForm<StockFormValues>({
    initialValues: initialStockValues(product.stock),
    validate: validateStockForm,
    enhanceGetInputProps: translateErrors(t),
  });
  const change = useChangeStock(shopId);
  const [unplaced, setUnplaced] = useState(false);
  const { mode } = form.values;

  const submit = form.onSubmit((values) => {
    setUnplaced(false);
    change.mutate(
      { productId: product.id, ...stockFormBody(values) },
      {
        onSuccess: (result) => {
          toast.success(t('products.stock.saved', { name: product.name, count: result.product.stock }));
          form.setValues(initialStockValues(result.product.stock));
          onDone(result.product);
        },
        onError: (error) => {
          const { placed, other } = showServerErrors(form, error, stockPlacement);
          setUnplaced(!placed || other.length > 0);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {unplaced && (
          <Alert color="red" role="alert">
            {errorMessage(i18n, change.error)}
          </Alert>
        )}
        <StackingSegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => {
            form.clearErrors();
            form.setFieldValue('mode', value as StockMode);
          }}
          data={[
            { value: 'received', label: t('products.stock.receive') },
            { value: 'adjusted', label: t('products.stock.adjust') },
          ]}
          aria-label={t('products.stock.mode')}
          data-testid="stock-mode"
        />
        {mode === 'received' ? (
          <NumberInput
            clampBehavior="none"
            label={t('products.stock.quantity')}
            required
            min={1}
            max={1_000_000}
            {...form.getInputProps('quantity')}
            data-autofocus
            data-testid="stock-quantity"
          />
        ) : (
          <NumberInput
            clampBehavior="none"
            label={t('products.stock.counted')}
            description={t('products.stock.countedHint', { count: product.stock })}
            required
            min={0}
            max={1_000_000}
            {...form.getInputProps('counted')}
            data-testid="stock-counted"
          />
        )}
        <Textarea
          label={mode === 'received' ? t('products.stock.note') : t('products.stock.reason')}
          required={mode === 'adjusted'}
          autosize
          minRows={1}
          maxLength={500}
          {...form.getInputProps('reason')}
          data-testid="stock-reason"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="stock-save">
            {mode === 'received' ? t('products.stock.saveReceive') : t('products.stock.saveAdjust')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function History({ shopId, productId }: { shopId: string; productId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = useFormatLocale();
  const { shop } = useCurrentShop();
  const movements = useStockMovements(shopId, productId);
  const timeZone = shop?.timeZone ?? 'UTC';
  if (movements.isPending) return <Skeleton height={80} />;
  if (movements.error) return <Text size="sm">{errorMessage(i18n, movements.error)}</Text>;
  if (movements.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('products.stock.noHistory')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped data-testid="stock-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products.stock.when')}</Table.Th>
            <Table.Th>{t('products.stock.change')}</Table.Th>
            <Table.Th>{t('products.stock.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.data.items.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Text size="sm">{formatDayTime(m.createdAt, timeZone, locale)}</Text>
                <Text size="xs" c="dimmed">
                  {[t(`products.kind.${m.kind}`), m.actorName].filter(Boolean).join(' · ')}
                </Text>
                {m.reason && <Text size="xs">{m.reason}</Text>}
              </Table.Td>
              <Table.Td>
                <ToneBadge tone={m.delta > 0 ? 'teal' : 'orange'}>
                  {m.delta > 0 ? `+${m.delta}` : `−${-m.delta}`}
                </ToneBadge>
              </Table.Td>
              <Table.Td>{m.stockAfter}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A product's stock: goods received or a counted correction, and every movement before. */
export function StockModal({
  opened,
  shopId,
  product: given,
  canChange,
  onClose,
}: Props & { opened: boolean }) {
  const { t } = useTranslation('admin');
  // The count shown follows what this dialog saved, even when the list no longer shows the product.
  const [product, setProduct] = useState(given);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('products.stock.title', { name: product.name })}
      closeLabel={t('products.close')}
    >
      <Stack gap="md">
        <Text size="sm" data-testid="stock-current">
          {t('products.stock.current', { count: product.stock })}
        </Text>
        {canChange && <StockForm shopId={shopId} product={product} onDone={setProduct} />}
        <Title order={3} size="h5">
          {t('products.stock.history')}
        </Title>
        <History shopId={shopId} productId={product.id} />
      </Stack>
    </FormModal>
  );
}
