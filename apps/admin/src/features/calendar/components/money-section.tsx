import { Alert, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import type { AppointmentResponse } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import {
  type MoneyMovement,
  useAppointmentMoney,
  useChargeNoShowFee,
  useNoShowFee,
  useRefundAppointmentMoney,
} from '../../../api/appointment-money.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { readMoney } from '../../../lib/money.ts';

/** What Stripe holds for the visit and may give back: card money not refunded yet (as the server counts it). */
export function refundableOf(movements: readonly MoneyMovement[]): number {
  const refunded = (id: string) =>
    movements
      .filter((m) => m.kind === 'refund' && m.refundOf === id && m.status !== 'failed')
      .reduce((sum, m) => sum + m.amount, 0);
  return movements
    .filter(
      (m) =>
        (m.kind === 'charge' || m.kind === 'fee') &&
        (m.method === 'online' || m.method === 'card_on_file') &&
        m.status === 'succeeded' &&
        m.stripePaymentIntentId,
    )
    .reduce((sum, m) => sum + Math.max(0, m.amount - refunded(m.id)), 0);
}

function RefundModal({
  shopId,
  appointmentId,
  currency,
  refundable,
  opened,
  onClose,
}: {
  shopId: string;
  appointmentId: string;
  currency: string;
  refundable: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const refund = useRefundAppointmentMoney(shopId, appointmentId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readMoney(amount, currency, locale);
    const next: typeof errors = {};
    if (read.error !== null) next.amount = t(read.error);
    else if (read.minor <= 0) next.amount = t('calendar.money.validation.amount');
    else if (read.minor > refundable)
      next.amount = t('calendar.money.validation.tooMuch', {
        amount: formatMoney(refundable, currency, locale),
      });
    if (!reason.trim()) next.reason = t('calendar.money.validation.reason');
    setErrors(next);
    if (Object.keys(next).length > 0 || read.minor === null) return;
    refund.mutate(
      { amount: read.minor, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('calendar.money.refunded'));
          setAmount('');
          setReason('');
          onClose();
        },
        onError: (error) => setFailure(errorMessage(i18n, error)),
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('calendar.money.refundTitle')}
      closeLabel={t('calendar.money.close')}
    >
      <form onSubmit={submit} noValidate data-testid="money-refund-form">
        <Stack gap="sm">
          <Text size="sm">
            {t('calendar.money.refundable', { amount: formatMoney(refundable, currency, locale) })}
          </Text>
          {failure && (
            <Alert color="red" role="alert" data-testid="money-refund-error">
              {failure}
            </Alert>
          )}
          <MoneyInput
            currency={currency}
            label={t('calendar.money.amount')}
            required
            value={amount}
            error={errors.amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            data-testid="money-refund-amount"
          />
          <Textarea
            label={t('calendar.money.reason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={errors.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="money-refund-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('calendar.money.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending} data-testid="money-refund-submit">
              {t('calendar.money.refund')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

function NoShowFee({ shopId, appointment }: { shopId: string; appointment: AppointmentResponse }) {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const quote = useNoShowFee(shopId, appointment.id, true);
  const charge = useChargeNoShowFee(shopId, appointment.id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!quote.data) return null;
  const q = quote.data;
  const money = (minor: number) => formatMoney(minor, q.currency, locale);
  if (q.charged) {
    return (
      <Text size="sm" data-testid="money-fee-charged">
        {t('calendar.money.feeCharged')}
      </Text>
    );
  }
  const policy = t('calendar.money.feePolicy', {
    percent: q.noShowPercent,
    price: money(q.servicePrice),
    paid: money(q.paid),
    amount: money(q.amount),
  });
  const chargeNow = () => {
    setFailure(null);
    charge.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('calendar.money.feeDone', { amount: money(q.amount) }));
        setConfirming(false);
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(errorMessage(i18n, error));
      },
    });
  };
  return (
    <Stack gap={4} data-testid="money-fee">
      <Text size="sm" data-testid="money-fee-policy">
        {policy}
      </Text>
      {q.card ? (
        <Text size="sm" c="dimmed" data-testid="money-fee-card">
          {t('calendar.money.card', { brand: q.card.brand ?? '', last4: q.card.last4 ?? '' })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="money-fee-no-card">
          {t('calendar.money.noCard')}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" data-testid="money-fee-error">
          {failure}
        </Alert>
      )}
      {q.card && q.amount > 0 && (
        <Group>
          <Button variant="light" onClick={() => setConfirming(true)} data-testid="money-fee-open">
            {t('calendar.money.chargeFee', { amount: money(q.amount) })}
          </Button>
        </Group>
      )}
      <FormModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('calendar.money.feeTitle')}
        closeLabel={t('calendar.money.close')}
      >
        <Stack gap="sm">
          <Text size="sm">{policy}</Text>
          <Text size="sm">
            {t('calendar.money.feeConfirm', {
              amount: money(q.amount),
              brand: q.card?.brand ?? '',
              last4: q.card?.last4 ?? '',
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('calendar.money.cancel')}
            </Button>
            <Button color="red" loading={charge.isPending} onClick={chargeNow} data-testid="money-fee-submit">
              {t('calendar.money.chargeFee', { amount: money(q.amount) })}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </Stack>
  );
}

/** The visit's money: what was charged, refunded or kept as a fee; staff who may change the calendar refund and charge the no-show fee. */
export function MoneySection({
  shopId,
  appointment,
  canUpdate,
  enabled,
}: {
  shopId: string;
  appointment: AppointmentResponse;
  canUpdate: boolean;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const money = useAppointmentMoney(shopId, appointment.id, enabled);
  const [refunding, setRefunding] = useState(false);
  if (!money.data) return null;
  const movements = money.data.movements;
  const currency = movements[0]?.currency ?? appointment.price.currency;
  const refundable = refundableOf(movements);
  return (
    <Stack gap="sm" data-testid="money-section">
      {movements.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="money-none">
          {t('calendar.money.none')}
        </Text>
      ) : (
        <Table data-testid="money-movements">
          <Table.Tbody>
            {movements.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>
                  <Text size="sm">
                    {t(`calendar.money.kind.${m.kind}`)} · {t(`calendar.money.method.${m.method}`)}
                  </Text>
                  {m.reason && (
                    <Text size="xs" c="dimmed">
                      {t(`calendar.money.reasons.${m.reason}`, { defaultValue: m.reason })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`calendar.money.status.${m.status}`)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">
                    {m.kind === 'refund' ? '−' : ''}
                    {formatMoney(m.amount, m.currency, locale)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canUpdate && refundable > 0 && (
        <Group>
          <Button variant="default" onClick={() => setRefunding(true)} data-testid="money-refund-open">
            {t('calendar.money.refund')}
          </Button>
        </Group>
      )}
      {canUpdate && appointment.status === 'no_show' && (
        <NoShowFee shopId={shopId} appointment={appointment} />
      )}
      {refunding && (
        <RefundModal
          shopId={shopId}
          appointmentId={appointment.id}
          currency={currency}
          refundable={refundable}
          opened={refunding}
          onClose={() => setRefunding(false)}
        />
      )}
    </Stack>
  );
}
