import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerSummary } from '../../../api/customers.ts';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

interface Props {
  customer: CustomerSummary;
  currency: string | undefined;
  timeZone: string;
}

/** What the customer has been worth to the shop, counted over completed visits. */
export function CustomerFigures({ customer, currency, timeZone }: Props) {
  const { t } = useTranslation('customers');
  const locale = useFormatLocale();
  const figures: { key: string; label: string; value: string }[] = [
    { key: 'visits', label: t('figures.visits'), value: String(customer.visits) },
    { key: 'no-shows', label: t('figures.noShows'), value: String(customer.noShows) },
    {
      key: 'spend',
      label: t('figures.spend'),
      value: currency ? formatMoney(customer.spend, currency, locale) : '…',
    },
    {
      key: 'last-visit',
      label: t('figures.lastVisit'),
      value: customer.lastVisit ? formatDay(customer.lastVisit, timeZone, locale) : t('figures.never'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} data-testid={`customer-figure-${figure.key}`}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
