import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AppointmentResponse,
  type CustomerLoyaltyResponse,
  loyaltyAdjustRequest,
  loyaltyRedeemRequest,
  redeemableStatuses,
} from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useAdjustPoints, useCustomerLoyalty, useRedeemPoints } from '../../../api/loyalty.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { byPath, schemaErrors, showServerErrors } from '../../../lib/form-errors.ts';
import { formatDay, formatDayTime, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import classes from './customers.module.css';

interface Props {
  shopId: string;
  customerId: string;
  timeZone: string;
  /** Staff who may change customer records may add, take and redeem points. */
  canAdjust: boolean;
  /** The customer's visits (the profile's history): points are redeemed on one that is still on. */
  visits: readonly AppointmentResponse[];
}

/**
 * A customer's points in this salon: the balance, what it is worth and when it lapses without a
 * visit, the ledger, and a hand adjustment.
 */
export function CustomerLoyalty({ shopId, customerId, timeZone, canAdjust, visits }: Props) {
  const { t, i18n } = useTranslation('customers');
  const locale = useFormatLocale();
  const loyalty = useCustomerLoyalty(shopId, customerId);

  if (loyalty.isPending) return <Skeleton height={120} aria-label={t('loyalty.title')} />;
  if (loyalty.isError) {
    return (
      <TitledAlert tone="error" title={t('loyalty.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(i18n, loyalty.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => loyalty.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </TitledAlert>
    );
  }
  const data = loyalty.data;
  return (
    <Stack gap="md">
      {!data.enabled && (
        <Alert variant="light" color="gray" data-testid="loyalty-off">
          {t('loyalty.off')}
        </Alert>
      )}
      <Group gap="xs" align="baseline">
        <Text fz={28} fw={700} className={classes.number} data-testid="loyalty-balance">
          {data.balance.toLocaleString(locale)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('loyalty.balance')} ·{' '}
          {t('loyalty.worth', { value: formatMoney(data.value.amount, data.value.currency, locale) })}
        </Text>
      </Group>
      {data.expiresAt && (
        <Text size="sm" c="dimmed" data-testid="loyalty-expires">
          {t('loyalty.expires', { date: formatDay(data.expiresAt, timeZone, locale) })}
        </Text>
      )}
      {canAdjust && data.enabled && data.balance > 0 && (
        <RedeemForm shopId={shopId} customerId={customerId} timeZone={timeZone} visits={visits} />
      )}
      {canAdjust && <AdjustForm shopId={shopId} customerId={customerId} />}
      <Title order={3} size="h5">
        {t('loyalty.history')}
      </Title>
      <LoyaltyLedger loyalty={data} timeZone={timeZone} />
    </Stack>
  );
}

/** Signed, with a true minus: "+45", "−100". */
const signed = (points: number, locale: string) =>
  `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points).toLocaleString(locale)}`;

function LoyaltyLedger({ loyalty, timeZone }: { loyalty: CustomerLoyaltyResponse; timeZone: string }) {
  const { t } = useTranslation('customers');
  const locale = useFormatLocale();
  if (loyalty.entries.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="loyalty-empty">
        {t('loyalty.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer
      minWidth={520}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('loyalty.history')}
    >
      <Table verticalSpacing="xs" striped aria-label={t('loyalty.history')} data-testid="loyalty-ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('loyalty.date')}</Table.Th>
            <Table.Th>{t('loyalty.kind')}</Table.Th>
            <Table.Th className={classes.number}>{t('loyalty.points')}</Table.Th>
            <Table.Th>{t('loyalty.reason')}</Table.Th>
            <Table.Th>{t('loyalty.visit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loyalty.entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="loyalty-entry">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDayTime(entry.createdAt, timeZone, locale)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`loyalty.kinds.${entry.kind}`)}</Text>
                {entry.actorName && (
                  <Text size="xs" c="dimmed">
                    {t('loyalty.by', { name: entry.actorName })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td className={classes.number}>
                <Text size="sm" fw={500}>
                  {signed(entry.points, locale)}
                </Text>
                {entry.value && (
                  <Text size="xs" c="dimmed">
                    {formatMoney(entry.value.amount, entry.value.currency, locale)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{entry.reason ?? ''}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {entry.appointmentStart ? formatDay(entry.appointmentStart, timeZone, locale) : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface AdjustValues {
  points: number | string;
  reason: string;
}

const placeAdjust = byPath({
  points: ['points', 'loyalty.invalid.points'],
  reason: ['reason', 'loyalty.invalid.reason'],
});

const toRequest = (values: AdjustValues) => ({
  points: values.points === '' ? null : Number(values.points),
  reason: values.reason,
});

function AdjustForm({ shopId, customerId }: { shopId: string; customerId: string }) {
  const { t, i18n } = useTranslation('customers');
  const adjust = useAdjustPoints(shopId, customerId);
  const empty: AdjustValues = { points: '', reason: '' };
  const form = useForm<AdjustValues>({
    initialValues: empty,
    validate: (values) => schemaErrors(loyaltyAdjustRequest, toRequest(values), placeAdjust),
  });
  const error = (field: keyof AdjustValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };
  const submit = form.onSubmit((values) => {
    const body = loyaltyAdjustRequest.parse(toRequest(values));
    adjust.mutate(body, {
      onSuccess: () => {
        form.setValues(empty);
        toast.success(t('loyalty.adjusted'));
      },
      onError: (failure) => {
        if (!showServerErrors(form, failure, placeAdjust).placed) toast.error(errorMessage(i18n, failure));
      },
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('loyalty.adjustTitle')}
      data-testid="loyalty-adjust-form"
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NumberInput
          clampBehavior="none"
          label={t('loyalty.adjustPoints')}
          description={t('loyalty.adjustPointsHint')}
          value={form.values.points}
          onChange={(value) => form.setFieldValue('points', value)}
          error={error('points')}
          w={200}
          data-testid="loyalty-adjust-points"
        />
        <TextInput
          label={t('loyalty.adjustReason')}
          description={t('loyalty.adjustReasonHint')}
          value={form.values.reason}
          onChange={(event) => form.setFieldValue('reason', event.currentTarget.value)}
          error={error('reason')}
          maxLength={500}
          style={{ flex: 1, minWidth: 200 }}
          data-testid="loyalty-adjust-reason"
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" variant="light" loading={adjust.isPending} data-testid="loyalty-adjust-submit">
          {t('loyalty.adjustSubmit')}
        </Button>
      </Group>
    </form>
  );
}

interface RedeemValues {
  appointmentId: string | null;
  points: number | string;
}

const placeRedeem = byPath({
  appointmentId: ['appointmentId', 'loyalty.redeemInvalidVisit'],
  points: ['points', 'loyalty.redeemInvalidPoints'],
});

/** Points redeemed on one of the customer's visits that is still on; given back if it is cancelled. */
function RedeemForm({
  shopId,
  customerId,
  timeZone,
  visits,
}: {
  shopId: string;
  customerId: string;
  timeZone: string;
  visits: readonly AppointmentResponse[];
}) {
  const { t, i18n } = useTranslation('customers');
  const locale = useFormatLocale();
  const redeem = useRedeemPoints(shopId, customerId);
  const empty: RedeemValues = { appointmentId: null, points: '' };
  const toBody = (values: RedeemValues) => ({
    appointmentId: values.appointmentId ?? '',
    points: values.points === '' ? null : Number(values.points),
  });
  const form = useForm<RedeemValues>({
    initialValues: empty,
    validate: (values) => schemaErrors(loyaltyRedeemRequest, toBody(values), placeRedeem),
  });
  const options = visits
    .filter((visit) => redeemableStatuses.includes(visit.status))
    .map((visit) => ({
      value: visit.id,
      label: `${formatDayTime(visit.start, timeZone, locale)} · ${visit.items.map((i) => i.serviceName).join(', ')} · ${formatMoney(visit.price.amount, visit.price.currency, locale)}`,
    }));
  if (options.length === 0) return null;
  const error = (field: keyof RedeemValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };
  const submit = form.onSubmit((values) => {
    redeem.mutate(loyaltyRedeemRequest.parse(toBody(values)), {
      onSuccess: () => {
        form.setValues(empty);
        toast.success(t('loyalty.redeemed'));
      },
      onError: (failure) => {
        if (!showServerErrors(form, failure, placeRedeem).placed) toast.error(errorMessage(i18n, failure));
      },
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('loyalty.redeemTitle')}
      data-testid="loyalty-redeem-form"
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('loyalty.redeemVisit')}
          data={[{ value: '', label: '' }, ...options]}
          value={form.values.appointmentId ?? ''}
          onChange={(event) => form.setFieldValue('appointmentId', event.currentTarget.value || null)}
          error={error('appointmentId')}
          style={{ flex: 1, minWidth: 240 }}
          data-testid="loyalty-redeem-visit"
        />
        <NumberInput
          clampBehavior="none"
          label={t('loyalty.redeemPoints')}
          min={1}
          value={form.values.points}
          onChange={(value) => form.setFieldValue('points', value)}
          error={error('points')}
          w={200}
          data-testid="loyalty-redeem-points"
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" variant="light" loading={redeem.isPending} data-testid="loyalty-redeem-submit">
          {t('loyalty.redeemSubmit')}
        </Button>
      </Group>
    </form>
  );
}
