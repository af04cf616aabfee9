import { ActionIcon, Alert, Button, Skeleton, Table, Text } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { IconClockPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type TimeOff, useDeleteTimeOff, useStylistTimeOff } from '../../../api/time-off.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { formatDay, formatDayTime, formatTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { addShopDays, shopWall } from '../lib/shop-dates.ts';
import { Section } from './section.tsx';
import { TimeOffModal } from './time-off-modal.tsx';

interface Props {
  shopId: string;
  stylistId: string;
  timeZone: string;
  today: string;
}

/** "Mon, Mar 2, 09:00 – 12:00", or whole days as "Mon, Mar 2 – Wed, Mar 4" when they run midnight to midnight. */
function describe(item: TimeOff, timeZone: string, locale: string, allDay: string) {
  const start = shopWall(timeZone, item.start);
  const end = shopWall(timeZone, item.end);
  if (start.time === '00:00' && end.time === '00:00') {
    const lastDay = addShopDays(timeZone, end.date, -1);
    const first = formatDay(start.date, timeZone, locale);
    return lastDay === start.date
      ? `${first} (${allDay})`
      : `${first} – ${formatDay(lastDay, timeZone, locale)} (${allDay})`;
  }
  if (start.date === end.date)
    return `${formatDayTime(item.start, timeZone, locale)} – ${formatTime(item.end, timeZone, locale)}`;
  return `${formatDayTime(item.start, timeZone, locale)} – ${formatDayTime(item.end, timeZone, locale)}`;
}

/** Blocked time coming up for the stylist: holidays, appointments of their own, training. */
export function TimeOffSection({ shopId, stylistId, timeZone, today }: Props) {
  const { t, i18n } = useTranslation('team');
  const locale = useFormatLocale();
  const timeOff = useStylistTimeOff(shopId, stylistId, {
    from: today,
    to: addShopDays(timeZone, today, 366),
  });
  const remove = useDeleteTimeOff(shopId);
  const [dialog, setDialog] = useState({ opened: false, key: 0 });
  const [deleting, setDeleting] = useState<TimeOff | null>(null);
  const items = timeOff.data?.items ?? [];
  const allDay = t('timeOff.allDay');

  return (
    <Section
      id="stylist-time-off"
      title={t('timeOff.title')}
      description={t('timeOff.intro')}
      actions={
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconClockPlus size={16} aria-hidden />}
          onClick={() => setDialog((d) => ({ opened: true, key: d.key + 1 }))}
          data-testid="time-off-add"
        >
          {t('timeOff.add')}
        </Button>
      }
    >
      {timeOff.isPending ? (
        <Skeleton height={36} />
      ) : timeOff.error ? (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessage(i18n, timeOff.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('timeOff.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t('timeOff.title')} data-testid="time-off-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('timeOff.when')}</Table.Th>
                <Table.Th>{t('timeOff.category')}</Table.Th>
                <Table.Th>{t('timeOff.note')}</Table.Th>
                <Table.Th>{t('stylists.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const when = describe(item, timeZone, locale, allDay);
                return (
                  <Table.Tr key={item.id} data-testid={`time-off-row-${item.id}`}>
                    <Table.Td>
                      <Text size="sm">{when}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ToneBadge tone="gray">{t(`timeOff.categories.${item.category}`)}</ToneBadge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.note}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(item)}
                        aria-label={t('timeOff.delete', { when })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TimeOffModal
        key={`time-off-${dialog.key}`}
        opened={dialog.opened}
        shopId={shopId}
        stylistId={stylistId}
        timeZone={timeZone}
        today={today}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('timeOff.deleteTitle')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting;
          if (!item) return;
          remove.mutate(item.id, {
            onSuccess: () => {
              toast.success(t('timeOff.deleted'));
              setDeleting(null);
            },
          });
        }}
      >
        {deleting ? describe(deleting, timeZone, locale, allDay) : ''}
      </ConfirmModal>
    </Section>
  );
}
