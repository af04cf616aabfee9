import { Anchor, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerSort, CustomerSummary } from '../../../api/customers.ts';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { formatPhone, useShopCountry } from '../../../lib/phone.ts';
import { profileLinkState } from '../lib/profile-link.ts';
import classes from './customers.module.css';

type SortColumn = 'name' | 'visits' | 'spend' | 'lastVisit';

/** Names read A to Z first; figures and dates start with the largest and the latest. */
const firstDirection: Record<SortColumn, 'asc' | 'desc'> = {
  name: 'asc',
  visits: 'desc',
  spend: 'desc',
  lastVisit: 'desc',
};

function nextSort(current: CustomerSort, column: SortColumn): CustomerSort {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return column;
  return firstDirection[column] === 'asc' ? column : `-${column}`;
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  numeric = false,
}: {
  column: SortColumn;
  label: string;
  sort: CustomerSort;
  onSort: (sort: CustomerSort) => void;
  numeric?: boolean;
}) {
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction} className={numeric ? classes.numericHeader : undefined}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(nextSort(sort, column))}
        data-testid={`sort-${column}`}
      >
        {label}
        <Icon size={14} stroke={1.8} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

interface Props {
  sort: CustomerSort;
  onSort: (sort: CustomerSort) => void;
  /** Null while loading: skeleton rows keep the table's shape. */
  items: CustomerSummary[] | null;
  currency: string | undefined;
  timeZone: string;
  /** The list's address query, remembered by the profile for its way back. */
  listSearch: string;
  fetching: boolean;
}

const SKELETON_ROWS = 8;
/** Below this width e-mail and phone move under the name, so the figures stay in view on a tablet. */
const WIDE = 'lg';

export function CustomersTable({ sort, onSort, items, currency, timeZone, listSearch, fetching }: Props) {
  const { t } = useTranslation('customers');
  const country = useShopCountry();
  const locale = useFormatLocale();
  const dash = (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('list.none')}</VisuallyHidden>
    </>
  );
  return (
    // Focusable so that a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollContainer
      minWidth={520}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('list.tableLabel')}
    >
      <Table
        verticalSpacing="sm"
        highlightOnHover={false}
        className={fetching ? classes.fetching : undefined}
        aria-busy={fetching || items === null}
        aria-label={t('list.tableLabel')}
        data-testid="customers-table"
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={t('fields.name')} sort={sort} onSort={onSort} />
            <Table.Th visibleFrom={WIDE}>{t('fields.email')}</Table.Th>
            <Table.Th visibleFrom={WIDE}>{t('fields.phone')}</Table.Th>
            <SortHeader column="visits" label={t('figures.visits')} sort={sort} onSort={onSort} numeric />
            <Table.Th className={classes.numericHeader}>{t('figures.noShows')}</Table.Th>
            <SortHeader column="spend" label={t('figures.spend')} sort={sort} onSort={onSort} numeric />
            <SortHeader column="lastVisit" label={t('figures.lastVisit')} sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
                <Table.Tr key={i} data-testid="customers-skeleton">
                  {Array.from({ length: 7 }, (_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
                    <Table.Td key={j} visibleFrom={j === 1 || j === 2 ? WIDE : undefined}>
                      <Skeleton height={12} radius="sm" width={j < 3 ? '80%' : '50%'} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : items.map((customer) => (
                <Table.Tr key={customer.id} className={classes.row} data-testid="customer-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/customers/${customer.id}`}
                      state={profileLinkState(listSearch)}
                      className={classes.rowLink}
                      fw={600}
                      data-testid="customer-link"
                    >
                      {customer.name}
                    </Anchor>
                    {(customer.email || customer.phone) && (
                      <Text size="xs" c="dimmed" hiddenFrom={WIDE} style={{ overflowWrap: 'anywhere' }}>
                        {[customer.email, customer.phone && formatPhone(customer.phone, country)]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom={WIDE}>{customer.email ?? dash}</Table.Td>
                  <Table.Td visibleFrom={WIDE} style={{ whiteSpace: 'nowrap' }}>
                    {customer.phone ? formatPhone(customer.phone, country) : dash}
                  </Table.Td>
                  <Table.Td className={classes.number}>{customer.visits}</Table.Td>
                  <Table.Td className={classes.number}>{customer.noShows}</Table.Td>
                  <Table.Td className={classes.number} data-testid="customer-spend">
                    {currency ? formatMoney(customer.spend, currency, locale) : <Skeleton height={12} />}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {customer.lastVisit ? formatDay(customer.lastVisit, timeZone, locale) : dash}
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
