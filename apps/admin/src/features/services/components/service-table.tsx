import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ServiceResponse, StylistResponse } from '@salon/domain';
import { IconArchive, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { formatDuration, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

interface Props {
  label: string;
  services: readonly ServiceResponse[];
  stylists: ReadonlyMap<string, StylistResponse>;
  /** Null where the order is not the owner's to change. */
  onMove: ((service: ServiceResponse, direction: -1 | 1) => void) | null;
  onEdit: (service: ServiceResponse) => void;
  onArchive: (service: ServiceResponse) => void;
}

// Headers, lengths, prices and the badge are a word or two: squeezed, German headers broke
// mid-word and the badge was cut to "ONLI…". Only the name column wraps, between words; on a
// phone the table scrolls sideways rather than break "Highlights" or "30 Min." apart.
const nowrap = { whiteSpace: 'nowrap' } as const;
const nameColumn = { minWidth: 180 } as const;
const whole = { label: { overflow: 'visible' } } as const;

/** The active services of one category: name, length, price, who does it, and whether it is bookable online. */
export function ServiceTable({ label, services, stylists, onMove, onEdit, onArchive }: Props) {
  const { t } = useTranslation('services');
  const locale = useFormatLocale();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="xs" aria-label={label} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {onMove && (
              <Table.Th w={72}>
                <VisuallyHidden>{t('table.order')}</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th style={nameColumn}>{t('table.name')}</Table.Th>
            <Table.Th style={nowrap}>{t('table.duration')}</Table.Th>
            <Table.Th style={nowrap}>{t('table.price')}</Table.Th>
            <Table.Th style={nowrap}>{t('table.stylists')}</Table.Th>
            <Table.Th style={nowrap}>{t('table.online')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service, index) => {
            const names = service.stylists
              .map((p) => stylists.get(p.stylistId)?.name)
              .filter((name): name is string => !!name);
            return (
              <Table.Tr key={service.id} data-testid={`service-row-${service.id}`} data-name={service.name}>
                {onMove && (
                  <Table.Td>
                    <MoveButtons
                      index={index}
                      count={services.length}
                      upLabel={t('actions.moveUp', { name: service.name })}
                      downLabel={t('actions.moveDown', { name: service.name })}
                      onMove={(direction) => onMove(service, direction)}
                      testId={`service-move-${service.id}`}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Text fw={600} size="sm">
                    {service.name}
                  </Text>
                  {service.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {service.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={nowrap}>
                  <Text size="sm">{formatDuration(service.durationMinutes, locale)}</Text>
                  {(service.bufferBeforeMinutes > 0 || service.bufferAfterMinutes > 0) && (
                    <Text size="xs" c="dimmed">
                      {t('table.buffers', {
                        before: formatDuration(service.bufferBeforeMinutes, locale),
                        after: formatDuration(service.bufferAfterMinutes, locale),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={nowrap}>
                  <Text size="sm">{formatMoney(service.price.amount, service.price.currency, locale)}</Text>
                  {service.paymentPolicy && (
                    <Text size="xs" c="dimmed" data-testid="service-payment-policy">
                      {service.paymentPolicy.mode === 'deposit'
                        ? service.paymentPolicy.depositKind === 'fixed'
                          ? t('table.deposit', {
                              amount: formatMoney(
                                service.paymentPolicy.depositValue ?? 0,
                                service.price.currency,
                                locale,
                              ),
                            })
                          : t('table.depositPercent', { percent: service.paymentPolicy.depositValue ?? 0 })
                        : t(`table.payment.${service.paymentPolicy.mode}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" data-testid="service-stylist-count">
                    {names.length}
                  </Text>
                  {names.length > 0 && (
                    <Text size="xs" c="dimmed" lineClamp={1} title={names.join(', ')}>
                      {names.join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={service.bookableOnline ? 'green' : 'gray'} styles={whole}>
                    {service.bookableOnline ? t('table.onlineYes') : t('table.onlineNo')}
                  </ToneBadge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('actions.editService', { name: service.name })}
                      onClick={() => onEdit(service)}
                      data-testid={`service-edit-${service.id}`}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('actions.archiveService', { name: service.name })}
                      onClick={() => onArchive(service)}
                      data-testid={`service-archive-${service.id}`}
                    >
                      <IconArchive size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
