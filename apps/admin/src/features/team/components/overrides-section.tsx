import { ActionIcon, Alert, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { IconCalendarPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type DateOverride, useDeleteOverride, useOverrides } from '../../../api/stylists.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { addShopDays } from '../lib/shop-dates.ts';
import { OverrideModal } from './override-modal.tsx';
import { Section } from './section.tsx';

interface Props {
  shopId: string;
  stylistId: string;
  timeZone: string;
  today: string;
}

/** Dates on which the stylist works other hours than usual, or not at all. */
export function OverridesSection({ shopId, stylistId, timeZone, today }: Props) {
  const { t, i18n } = useTranslation('team');
  const locale = useFormatLocale();
  const overrides = useOverrides(shopId, stylistId, { from: today, to: addShopDays(timeZone, today, 366) });
  const remove = useDeleteOverride(shopId, stylistId);
  const [dialog, setDialog] = useState<{ opened: boolean; override: DateOverride | null; key: number }>({
    opened: false,
    override: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<DateOverride | null>(null);
  const open = (override: DateOverride | null) =>
    setDialog((d) => ({ opened: true, override, key: d.key + 1 }));
  const items = overrides.data?.items ?? [];

  return (
    <Section
      id="stylist-overrides"
      title={t('overrides.title')}
      description={t('overrides.intro')}
      actions={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => open(null)}
          data-testid="override-add"
        >
          {t('overrides.add')}
        </Button>
      }
    >
      {overrides.isPending ? (
        <Skeleton height={36} />
      ) : overrides.error ? (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessage(i18n, overrides.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overrides.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t('overrides.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overrides.date')}</Table.Th>
                <Table.Th>{t('overrides.hours')}</Table.Th>
                <Table.Th>{t('overrides.note')}</Table.Th>
                <Table.Th>{t('stylists.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const day = formatDay(item.date, timeZone, locale);
                return (
                  <Table.Tr key={item.date} data-testid={`override-row-${item.date}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {day}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {item.intervals.length === 0 ? (
                        <ToneBadge tone="orange">{t('overrides.off')}</ToneBadge>
                      ) : (
                        <Text size="sm">{item.intervals.map((i) => `${i.start}–${i.end}`).join(', ')}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.note}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          onClick={() => open(item)}
                          aria-label={t('overrides.edit', { date: day })}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(item)}
                          aria-label={t('overrides.delete', { date: day })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <OverrideModal
        key={`override-${dialog.key}`}
        opened={dialog.opened}
        shopId={shopId}
        stylistId={stylistId}
        timeZone={timeZone}
        today={today}
        override={dialog.override}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('overrides.deleteTitle', {
          date: deleting ? formatDay(deleting.date, timeZone, locale) : '',
        })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting;
          if (!item) return;
          remove.mutate(item.date, {
            onSuccess: () => {
              toast.success(t('overrides.deleted', { date: formatDay(item.date, timeZone, locale) }));
              setDeleting(null);
            },
          });
        }}
      >
        {t('overrides.deleteText')}
      </ConfirmModal>
    </Section>
  );
}
