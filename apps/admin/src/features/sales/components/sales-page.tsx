import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import {
  Button,
  EmptyState,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { addDays, firstDayOfWeek, type SessionShop } from '@salon/domain';
import { errorMessage } from '@salon/web/error-message';
import {
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconPlus,
  IconReceipt,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  type Period,
  type SalesReport,
  salesReportCsvUrl,
  useSales,
  useSalesReport,
} from '../../../api/sales.ts';
import { NoShopPage } from '../../../components/no-shop-page.tsx';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { formatDay, formatMoney, formatTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { SaleFormModal } from '../../checkout/index.ts';
import { todayIn } from '../lib/sales-format.ts';
import { SaleDetailModal } from './sale-detail-modal.tsx';

const PAGE_SIZE = 25;
type Mode = 'day' | 'period';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Report({ report }: { report: SalesReport }) {
  const { t } = useTranslation('admin');
  const locale = useFormatLocale();
  const money = (minor: number) => formatMoney(minor, report.currency, locale);
  return (
    <Stack gap="sm" data-testid="sales-report">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
        <Figure label={t('sales.report.sales')} value={String(report.sales)} testId="report-sales" />
        <Figure label={t('sales.report.services')} value={money(report.services)} testId="report-services" />
        <Figure label={t('sales.report.products')} value={money(report.products)} testId="report-products" />
        <Figure label={t('sales.report.tips')} value={money(report.tips)} testId="report-tips" />
        <Figure
          label={t('sales.report.refunds', { count: report.refunds.count })}
          value={money(report.refunds.amount)}
          testId="report-refunds"
        />
        <Figure label={t('sales.report.revenue')} value={money(report.revenue)} testId="report-revenue" />
        <Figure
          label={t('sales.report.discounts')}
          value={money(report.discounts)}
          testId="report-discounts"
        />
        <Figure label={t('sales.report.tax')} value={money(report.taxTotal)} testId="report-tax" />
        <Figure label={t('sales.report.net')} value={money(report.netTaken)} testId="report-net" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb={4}>
            {t('sales.report.byMethod')}
          </Title>
          <Table.ScrollContainer
            minWidth={300}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('sales.report.byMethod')}
          >
            <Table data-testid="report-methods">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sales.report.method')}</Table.Th>
                  <Table.Th ta="right">{t('sales.report.charged')}</Table.Th>
                  <Table.Th ta="right">{t('sales.report.refunded')}</Table.Th>
                  <Table.Th ta="right">{t('sales.report.methodNet')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.byMethod.map((row) => (
                  <Table.Tr key={row.method} data-testid={`report-method-${row.method}`}>
                    <Table.Td>{t(`sales.method.${row.method}`)}</Table.Td>
                    <Table.Td ta="right">{money(row.charged)}</Table.Td>
                    <Table.Td ta="right">{money(row.refunded)}</Table.Td>
                    <Table.Td ta="right">{money(row.net)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Paper withBorder p="sm">
          <Title order={2} size="h5" mb={4}>
            {t('sales.report.tipsByStylist')}
          </Title>
          {report.tipsByStylist.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('sales.report.noTips')}
            </Text>
          ) : (
            <Stack gap={2} data-testid="report-tips-by-stylist">
              {report.tipsByStylist.map((row) => (
                <Group key={row.stylistId} justify="space-between">
                  <Text size="sm">{row.stylistName}</Text>
                  <Text size="sm">{money(row.amount)}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

function ShopSales({ shop }: { shop: SessionShop }) {
  const { t, i18n } = useTranslation('admin');
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const { saleId = null } = useParams();
  const today = todayIn(shop.timeZone);
  const [mode, setMode] = useState<Mode>('day');
  const [period, setPeriod] = useState<Period>({ from: today, to: today });
  const [range, setRange] = useState<DatesRangeValue<string>>([today, today]);
  const [page, setPage] = useState(1);
  const [selling, setSelling] = useState(false);
  const report = useSalesReport(shop.id, period);
  const list = useSales(shop.id, { ...period, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  const choose = (next: Period) => {
    setPeriod(next);
    setRange([next.from, next.to]);
    setPage(1);
  };
  const dayLabel = formatDay(period.from, 'UTC', locale);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {t('sales.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setSelling(true)}
          data-testid="sales-new"
        >
          {t('sales.new')}
        </Button>
      </Group>

      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: firstDayOfWeek(locale) }}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <SegmentedControl
            value={mode}
            onChange={(value) => {
              setMode(value as Mode);
              if (value === 'day') choose({ from: period.to, to: period.to });
            }}
            data={[
              { value: 'day', label: t('sales.period.day') },
              { value: 'period', label: t('sales.period.period') },
            ]}
            aria-label={t('sales.period.label')}
          />
          {mode === 'day' ? (
            <Group gap={4} wrap="nowrap">
              <Button
                variant="default"
                px="xs"
                onClick={() => choose({ from: addDays(period.from, -1), to: addDays(period.from, -1) })}
                aria-label={t('sales.period.previous')}
              >
                <IconChevronLeft size={16} aria-hidden />
              </Button>
              <DatePickerInput
                aria-label={t('sales.period.dayField')}
                value={period.from}
                onChange={(value) => typeof value === 'string' && choose({ from: value, to: value })}
                valueFormatter={() => dayLabel}
                leftSection={<IconCalendar size={16} aria-hidden />}
                miw={170}
                data-testid="sales-day"
              />
              <Button
                variant="default"
                px="xs"
                onClick={() => choose({ from: addDays(period.from, 1), to: addDays(period.from, 1) })}
                aria-label={t('sales.period.next')}
              >
                <IconChevronRight size={16} aria-hidden />
              </Button>
            </Group>
          ) : (
            <DatePickerInput
              type="range"
              allowSingleDateInRange
              aria-label={t('sales.period.range')}
              value={range}
              onChange={(value) => {
                setRange(value);
                const [from, to] = value;
                if (from && to) {
                  setPeriod({ from, to });
                  setPage(1);
                }
              }}
              valueFormatter={({ date }) => {
                if (!Array.isArray(date) || typeof date[0] !== 'string') return '';
                const [from, to] = date;
                return `${formatDay(from, 'UTC', locale)} – ${typeof to === 'string' ? formatDay(to, 'UTC', locale) : ''}`;
              }}
              leftSection={<IconCalendar size={16} aria-hidden />}
              miw={240}
              data-testid="sales-range"
            />
          )}
          <Button
            component="a"
            href={salesReportCsvUrl(shop.id, period)}
            download
            variant="subtle"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="sales-csv"
          >
            {t('sales.csv')}
          </Button>
        </Group>
      </DatesProvider>

      {report.error ? (
        <TitledAlert tone="error" title={t('sales.loadError')}>
          {errorMessage(i18n, report.error)}
        </TitledAlert>
      ) : report.data ? (
        <Report report={report.data} />
      ) : (
        <Skeleton height={160} />
      )}

      <Title order={2} size="h4">
        {t('sales.list')}
      </Title>
      {list.error ? (
        <TitledAlert tone="error" title={t('sales.loadError')}>
          {errorMessage(i18n, list.error)}
        </TitledAlert>
      ) : !list.data ? (
        <Skeleton height={120} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={32} aria-hidden />}
          withIndicatorBackground
          title={t('sales.emptyTitle')}
          description={t('sales.emptyText')}
          py="lg"
          data-testid="sales-empty"
        />
      ) : (
        <>
          <Table.ScrollContainer
            minWidth={340}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('sales.list')}
          >
            <Table striped highlightOnHover data-testid="sales-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sales.column.receipt')}</Table.Th>
                  <Table.Th>{t('sales.column.time')}</Table.Th>
                  <Table.Th>{t('sales.column.customer')}</Table.Th>
                  <Table.Th ta="right">{t('sales.column.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((sale) => (
                  <Table.Tr key={sale.id}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => navigate(`/sales/${sale.id}`)}
                        aria-label={t('sales.open', { number: sale.receiptNumber })}
                        c="blue"
                        fw={600}
                        data-testid={`sales-open-${sale.receiptNumber}`}
                      >
                        {`#${sale.receiptNumber}`}
                      </UnstyledButton>
                      {sale.status !== 'completed' && (
                        <ToneBadge ml={6} size="xs" tone="orange">
                          {t(`sales.status.${sale.status}`)}
                        </ToneBadge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {period.from === period.to
                        ? formatTime(sale.createdAt, shop.timeZone, locale)
                        : `${formatDay(sale.createdAt, shop.timeZone, locale)} ${formatTime(sale.createdAt, shop.timeZone, locale)}`}
                    </Table.Td>
                    <Table.Td>{sale.customerName ?? t('sales.walkIn')}</Table.Td>
                    <Table.Td ta="right">{formatMoney(sale.total, sale.currency, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <nav aria-label={t('sales.pagination')}>
              <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
            </nav>
          )}
        </>
      )}

      <SaleDetailModal
        shopId={shop.id}
        saleId={saleId}
        timeZone={shop.timeZone}
        onClose={() => navigate('/sales')}
      />
      <SaleFormModal
        shopId={shop.id}
        appointmentId={null}
        opened={selling}
        onClose={() => setSelling(false)}
      />
    </Stack>
  );
}

/** The day's or a period's takings: totals, CSV, each sale with its receipt and refunds, and walk-in sales. */
export function SalesPage() {
  const { t } = useTranslation('admin');
  const { shop } = useCurrentShop();
  usePageTitle(t('sales.title'));
  if (!shop) return <NoShopPage title={t('sales.title')} message={t('sales.noShop')} />;
  return <ShopSales key={shop.id} shop={shop} />;
}
