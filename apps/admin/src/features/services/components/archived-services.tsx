import { Button, Collapse, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ServiceResponse } from '@salon/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../api/services.ts';
import { formatDuration, formatMoney } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

interface Props {
  services: readonly ServiceResponse[];
  categories: ReadonlyMap<string, Category>;
  restoringId: string | null;
  onRestore: (service: ServiceResponse) => void;
  onDelete: (service: ServiceResponse) => void;
}

/** Services taken off the menu: out of sight until asked for, and one click from coming back. */
export function ArchivedServices({ services, categories, restoringId, onRestore, onDelete }: Props) {
  const { t } = useTranslation('services');
  const locale = useFormatLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${panelId}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${panelId}-title`}>
          <Button
            variant="subtle"
            color="gray"
            px={4}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={panelId}
            leftSection={<Chevron size={18} aria-hidden />}
            data-testid="archived-toggle"
          >
            {t('archived.title', { count: services.length })}
          </Button>
        </Title>
        <Collapse expanded={open} id={panelId} data-testid="archived-list">
          {services.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('archived.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs" aria-label={t('archived.label')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('table.name')}</Table.Th>
                    <Table.Th>{t('service.category')}</Table.Th>
                    <Table.Th>{t('table.duration')}</Table.Th>
                    <Table.Th>{t('table.price')}</Table.Th>
                    <Table.Th>{t('table.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {services.map((service) => (
                    <Table.Tr
                      key={service.id}
                      data-testid={`archived-row-${service.id}`}
                      data-name={service.name}
                    >
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {service.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {(service.categoryId && categories.get(service.categoryId)?.name) ||
                            t('service.noCategory')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDuration(service.durationMinutes, locale)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {formatMoney(service.price.amount, service.price.currency, locale)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            loading={restoringId === service.id}
                            onClick={() => onRestore(service)}
                            aria-label={t('actions.restoreService', { name: service.name })}
                            data-testid={`service-restore-${service.id}`}
                          >
                            {t('actions.restore')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => onDelete(service)}
                            aria-label={t('actions.deleteService', { name: service.name })}
                            data-testid={`service-delete-${service.id}`}
                          >
                            {t('actions.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}
