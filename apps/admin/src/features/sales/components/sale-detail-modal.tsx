import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentUrl, type Sale, useSale } from '../../../api/sales.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { formatDayTime, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { ReceiptActions } from '../../checkout/index.ts';
import { percentOf } from '../lib/sales-format.ts';
import { RefundModal } from './refund-modal.tsx';

const statusTone = { completed: 'teal', partially_refunded: 'orange', refunded: 'gray' } as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function SaleBody({ shopId, sale, timeZone }: { shopId: string; sale: Sale; timeZone: string }) {
  const { t } = useTranslation('admin');
  const locale = useFormatLocale();
  const money = (minor: number) => formatMoney(minor, sale.currency, locale);
  const [refunding, setRefunding] = useState(false);
  return (
    <Stack gap="md" data-testid="sale-detail">
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{t('checkout.receipt.number', { number: sale.receipt.number })}</Text>
          <Text size="sm" c="dimmed">
            {[formatDayTime(sale.createdAt, timeZone, locale), sale.customerName, sale.staffName]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <ToneBadge tone={statusTone[sale.status]} data-testid="sale-status">
          {t(`sales.status.${sale.status}`)}
        </ToneBadge>
      </Group>

      <Block title={t('sales.detail.lines')}>
        <Table.ScrollContainer
          minWidth={340}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('sales.detail.lines')}
        >
          <Table data-testid="sale-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.detail.item')}</Table.Th>
                <Table.Th>{t('sales.detail.quantity')}</Table.Th>
                <Table.Th ta="right">{t('sales.detail.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sale.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm">{line.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[
                        line.stylistName,
                        line.unitPrice !== line.listUnitPrice
                          ? t('sales.detail.priceChanged', {
                              from: money(line.listUnitPrice),
                              reason: line.priceReason ?? '',
                            })
                          : null,
                        line.discount > 0
                          ? t('sales.detail.lineDiscount', { amount: money(line.discount) })
                          : null,
                        line.refundedAmount > 0
                          ? t('sales.detail.lineRefunded', { amount: money(line.refundedAmount) })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.total)}</Table.Td>
                </Table.Tr>
              ))}
              {sale.tipLines.map((tip) => (
                <Table.Tr key={tip.id}>
                  <Table.Td>{t('sales.detail.tip', { name: tip.stylistName })}</Table.Td>
                  <Table.Td />
                  <Table.Td ta="right">{money(tip.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2}>
          {(
            [
              ['subtotal', sale.subtotal],
              ...(sale.discount > 0 ? [['discount', -sale.discount] as const] : []),
              ...(sale.loyaltyValue > 0 ? [['loyalty', -sale.loyaltyValue] as const] : []),
              ['tips', sale.tips],
              ['total', sale.total],
              ...(sale.deposit > 0 ? [['deposit', -sale.deposit] as const] : []),
              ['due', sale.amountDue],
              ...(sale.refunded > 0 ? [['refunded', -sale.refunded] as const] : []),
            ] as const
          ).map(([key, amount]) => (
            <Group key={key} justify="space-between">
              <Text size="sm">{t(`checkout.summary.${key}`)}</Text>
              <Text size="sm" data-testid={`sale-${key}`}>
                {amount < 0 ? `−${money(-amount)}` : money(amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Block>

      <Block title={t('sales.detail.tax')}>
        <Table.ScrollContainer
          minWidth={300}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('sales.detail.tax')}
        >
          <Table data-testid="sale-tax">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.detail.rate')}</Table.Th>
                <Table.Th ta="right">{t('sales.detail.net')}</Table.Th>
                <Table.Th ta="right">{t('sales.detail.taxAmount')}</Table.Th>
                <Table.Th ta="right">{t('sales.detail.gross')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sale.taxBreakdown.map((row) => (
                <Table.Tr key={row.rateBps}>
                  <Table.Td>{percentOf(row.rateBps, locale)}</Table.Td>
                  <Table.Td ta="right">{money(row.net)}</Table.Td>
                  <Table.Td ta="right">{money(row.tax)}</Table.Td>
                  <Table.Td ta="right">{money(row.gross)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Block>

      <Block title={t('sales.detail.payments')}>
        <Stack gap={2} data-testid="sale-payments">
          {sale.payments.map((p) => (
            <Group key={p.id} justify="space-between">
              <Text size="sm">
                {`${t(`sales.method.${p.method}`)}${p.kind === 'refund' ? ` · ${t('sales.detail.refund')}` : ''}`}
              </Text>
              <Text size="sm">{p.kind === 'refund' ? `−${money(p.amount)}` : money(p.amount)}</Text>
            </Group>
          ))}
        </Stack>
      </Block>

      {sale.creditNotes.length > 0 && (
        <Block title={t('sales.detail.creditNotes')}>
          <Stack gap={4} data-testid="sale-credit-notes">
            {sale.creditNotes.map((note) => (
              <Group key={note.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {`${t('sales.detail.creditNote', { number: note.number })} · ${money(note.amount)} · ${note.reason}`}
                </Text>
                <Anchor
                  size="sm"
                  href={documentUrl(shopId, note.pdfPath)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('sales.detail.creditNotePdf', { number: note.number })}
                >
                  PDF
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Block>
      )}

      <Group justify="space-between" gap="xs">
        <ReceiptActions shopId={shopId} saleId={sale.id} />
        {sale.refundable > 0 && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => setRefunding(true)}
            data-testid="sale-refund"
          >
            {t('sales.refund.open')}
          </Button>
        )}
      </Group>
      <RefundModal shopId={shopId} sale={sale} opened={refunding} onClose={() => setRefunding(false)} />
    </Stack>
  );
}

/** One sale: its lines, tax, payments, credit notes, receipt and refund. */
export function SaleDetailModal({
  shopId,
  saleId,
  timeZone,
  onClose,
}: {
  shopId: string;
  saleId: string | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const sale = useSale(shopId, saleId);
  return (
    <FormModal
      opened={saleId !== null}
      onClose={onClose}
      title={t('sales.detail.title')}
      closeLabel={t('sales.close')}
    >
      {sale.isPending ? (
        <Skeleton height={200} />
      ) : sale.error ? (
        <Alert color="red" role="alert">
          {errorMessage(i18n, sale.error)}
        </Alert>
      ) : (
        <SaleBody shopId={shopId} sale={sale.data} timeZone={timeZone} />
      )}
    </FormModal>
  );
}
