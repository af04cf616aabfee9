import { Alert, Button, Checkbox, Group, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type RefundBody, type Sale, useRefundSale } from '../../../api/sales.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { StackingSegmentedControl } from '../../../components/stacking-segmented-control.tsx';
import { showServerErrors, translateErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { readMoney } from '../../../lib/money.ts';

type Mode = 'full' | 'lines' | 'amount';

interface Values {
  mode: Mode;
  /** Pieces to give back per line id. */
  quantities: Record<string, number>;
  amount: string;
  reason: string;
  restock: boolean;
}

const placeRefundError = (path: string): readonly [string, string] | null => {
  if (path.startsWith('reason')) return ['reason', 'admin:sales.refund.validation.reason'];
  if (path.startsWith('amount')) return ['amount', 'admin:sales.refund.validation.amount'];
  if (path.startsWith('lines')) return ['quantities', 'admin:sales.refund.validation.lines'];
  return null;
};

/** A refund of the whole sale, of chosen lines, or of an amount; each issues a credit note. */
export function RefundModal({
  shopId,
  sale,
  opened,
  onClose,
}: {
  shopId: string;
  sale: Sale;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const locale = useFormatLocale();
  const money = (minor: number) => formatMoney(minor, sale.currency, locale);
  const refund = useRefundSale(shopId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { mode: 'full', quantities: {}, amount: '', reason: '', restock: true },
    enhanceGetInputProps: translateErrors(t),
  });
  const { values } = form;
  const open = sale.lines.filter((line) => line.quantity > line.refundedQuantity);

  const build = (): { body: RefundBody } | { errors: Record<string, string> } => {
    const errors: Record<string, string> = {};
    if (!values.reason.trim()) errors.reason = 'admin:sales.refund.validation.reason';
    if (values.mode === 'lines') {
      const lines = Object.entries(values.quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([lineId, quantity]) => ({ lineId, quantity }));
      if (lines.length === 0) errors.quantities = 'admin:sales.refund.validation.lines';
      if (Object.keys(errors).length) return { errors };
      return { body: { reason: values.reason.trim(), lines, restock: values.restock } };
    }
    if (values.mode === 'amount') {
      const read = readMoney(values.amount, sale.currency, locale);
      if (read.error !== null) errors.amount = read.error;
      else if (read.minor <= 0) errors.amount = 'admin:sales.refund.validation.amount';
      else if (read.minor > sale.refundable) errors.amount = 'admin:sales.refund.validation.tooMuch';
      if (Object.keys(errors).length || read.minor === null) return { errors };
      return { body: { reason: values.reason.trim(), amount: read.minor, restock: false } };
    }
    if (Object.keys(errors).length) return { errors };
    return { body: { reason: values.reason.trim(), full: true, restock: values.restock } };
  };

  const submit = form.onSubmit(() => {
    setFailure(null);
    const built = build();
    if ('errors' in built) {
      form.setErrors(built.errors);
      return;
    }
    refund.mutate(
      { saleId: sale.id, body: built.body },
      {
        onSuccess: (next) => {
          const note = next.creditNotes.at(-1);
          toast.success(t('sales.refund.done', { number: note?.number ?? '' }));
          form.reset();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'RefundExceedsPaid') {
            const left = (error.details as { refundable?: unknown } | null)?.refundable;
            setFailure(
              t('sales.refund.exceeds', { amount: money(typeof left === 'number' ? left : sale.refundable) }),
            );
            return;
          }
          const { placed, other } = showServerErrors(form, error, placeRefundError);
          if (!placed || other.length > 0) setFailure(errorMessage(i18n, error));
        },
      },
    );
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('sales.refund.title', { number: sale.receipt.number })}
      closeLabel={t('sales.close')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" data-testid="refund-refundable">
            {t('sales.refund.refundable', { amount: money(sale.refundable) })}
          </Text>
          {failure && (
            <Alert color="red" role="alert" data-testid="refund-error">
              {failure}
            </Alert>
          )}
          <StackingSegmentedControl
            fullWidth
            value={values.mode}
            onChange={(mode) => {
              form.clearErrors();
              form.setFieldValue('mode', mode as Mode);
            }}
            data={[
              { value: 'full', label: t('sales.refund.full') },
              { value: 'lines', label: t('sales.refund.lines'), disabled: open.length === 0 },
              { value: 'amount', label: t('sales.refund.amount') },
            ]}
            aria-label={t('sales.refund.mode')}
          />
          {values.mode === 'lines' && (
            <Stack gap={4}>
              <Table.ScrollContainer
                minWidth={300}
                type="native"
                tabIndex={0}
                role="region"
                aria-label={t('sales.refund.lines')}
              >
                <Table data-testid="refund-lines">
                  <Table.Tbody>
                    {open.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>
                          <Text size="sm">{line.name}</Text>
                          <Text size="xs" c="dimmed">
                            {t('sales.refund.lineLeft', {
                              count: line.quantity - line.refundedQuantity,
                              amount: money(line.total - line.refundedAmount),
                            })}
                          </Text>
                        </Table.Td>
                        <Table.Td w={110}>
                          <NumberInput
                            label={t('sales.refund.quantity', { name: line.name })}
                            min={0}
                            max={line.quantity - line.refundedQuantity}
                            allowDecimal={false}
                            allowNegative={false}
                            value={values.quantities[line.id] ?? 0}
                            onChange={(q) => {
                              form.clearFieldError('quantities');
                              form.setFieldValue(`quantities.${line.id}`, typeof q === 'number' ? q : 0);
                            }}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {typeof form.errors.quantities === 'string' && (
                <Text size="sm" c="red" role="alert">
                  {t(form.errors.quantities)}
                </Text>
              )}
            </Stack>
          )}
          {values.mode === 'amount' && (
            <MoneyInput
              currency={sale.currency}
              label={t('sales.refund.amountField')}
              required
              {...form.getInputProps('amount')}
              data-testid="refund-amount"
            />
          )}
          <Textarea
            label={t('sales.refund.reason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
            data-testid="refund-reason"
          />
          {values.mode !== 'amount' && sale.lines.some((l) => l.kind === 'product') && (
            <Checkbox
              label={t('sales.refund.restock')}
              {...form.getInputProps('restock', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('sales.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending} data-testid="refund-submit">
              {t('sales.refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
