import { Badge, type MantineColor, Table, Text } from '@mantine/core';
import type { AppointmentResponse, AppointmentStatus } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney, formatTimeRange } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import classes from './customers.module.css';

const statusColor: Record<AppointmentStatus, MantineColor> = {
  awaiting_payment: 'violet',
  pending: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'gray',
  declined: 'gray',
  no_show: 'red',
};

interface Props {
  history: AppointmentResponse[];
  stylistNames: ReadonlyMap<string, string>;
  timeZone: string;
}

/** Every appointment of the customer, newest first, upcoming ones included. */
export function VisitHistory({ history, stylistNames, timeZone }: Props) {
  const { t } = useTranslation('customers');
  const locale = useFormatLocale();
  if (history.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="visit-history-empty">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    // Focusable so that a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollContainer
      minWidth={560}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('history.title')}
    >
      <Table verticalSpacing="xs" striped aria-label={t('history.title')} data-testid="visit-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.date')}</Table.Th>
            <Table.Th>{t('history.services')}</Table.Th>
            <Table.Th>{t('history.stylist')}</Table.Th>
            <Table.Th className={classes.numericHeader}>{t('history.price')}</Table.Th>
            <Table.Th>{t('history.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((visit) => {
            const stylists = [...new Set(visit.items.map((item) => item.stylistId))]
              .map((id) => stylistNames.get(id) ?? t('history.unknownStylist'))
              .join(', ');
            return (
              <Table.Tr key={visit.id} data-testid="visit-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={500}>
                    {formatDay(visit.start, timeZone, locale)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatTimeRange(visit.start, visit.end, timeZone, locale)}
                  </Text>
                </Table.Td>
                <Table.Td>{visit.items.map((item) => item.serviceName).join(', ')}</Table.Td>
                <Table.Td>{stylists}</Table.Td>
                <Table.Td className={classes.number}>
                  {formatMoney(visit.price.amount, visit.price.currency, locale)}
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={statusColor[visit.status]} data-testid="visit-status">
                    {t(`status.${visit.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
