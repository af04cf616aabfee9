import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { type TimeOff, useDeleteTimeOff } from '../../../api/time-off.ts';
import { formatDayTime, formatTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { useLastPresent } from '../hooks/use-last-present.ts';
import { toWallDate, wallDateKey } from '../lib/shop-time.ts';

interface Props {
  shopId: string;
  timeZone: string;
  /** Null while closed. */
  timeOff: TimeOff | null;
  stylistNames: ReadonlyMap<string, string>;
  canUpdate: boolean;
  onClose: () => void;
}

/** A block of time off as it is, and a way to free it again after a confirmation. */
export function TimeOffModal({ shopId, timeZone, timeOff: opened, stylistNames, canUpdate, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const remove = useDeleteTimeOff(shopId);
  const timeOff = useLastPresent(opened);
  const [confirming, setConfirming] = useState(false);
  const confirmTitle = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) setConfirming(false);
  }, [opened]);
  // The question replaces the button that asked it: the focus goes to its safe answer.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  let when = '';
  if (timeOff) {
    const sameDay =
      wallDateKey(toWallDate(timeOff.start, timeZone)) === wallDateKey(toWallDate(timeOff.end, timeZone));
    when = sameDay
      ? `${formatDayTime(timeOff.start, timeZone, locale)} – ${formatTime(timeOff.end, timeZone, locale)}`
      : `${formatDayTime(timeOff.start, timeZone, locale)} – ${formatDayTime(timeOff.end, timeZone, locale)}`;
  }
  const rows: [string, string][] = timeOff
    ? [
        [t('calendar.timeOff.stylist'), stylistNames.get(timeOff.stylistId) ?? '—'],
        [t('calendar.timeOff.time'), when],
        [t('calendar.timeOff.category'), t(`calendar.category.${timeOff.category}`)],
        [t('calendar.timeOff.note'), timeOff.note ?? '—'],
      ]
    : [];

  const confirmDelete = () => {
    if (!timeOff) return;
    remove.mutate(timeOff.id, {
      onSuccess: () => {
        toast.success(t('calendar.timeOff.deleted'));
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      title={t('calendar.timeOff.title')}
      closeButtonProps={{ 'aria-label': t('calendar.timeOff.close') }}
    >
      {timeOff && (
        <Stack gap="md" data-testid="time-off-details">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
            {rows.map(([term, value]) => [
              <Text key={`${term}-t`} component="dt" fw={600} size="sm">
                {term}
              </Text>,
              <Text key={`${term}-d`} component="dd" size="sm" m={0}>
                {value}
              </Text>,
            ])}
          </SimpleGrid>
          {canUpdate &&
            (confirming ? (
              <Stack gap="sm" role="group" aria-labelledby={confirmTitle}>
                <Text id={confirmTitle} size="sm" fw={600}>
                  {t('calendar.timeOff.confirmTitle')}
                </Text>
                <Text size="sm">{t('calendar.timeOff.confirmText')}</Text>
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={() => setConfirming(false)} ref={keepButton}>
                    {t('calendar.timeOff.keep')}
                  </Button>
                  <Button
                    color="red"
                    loading={remove.isPending}
                    onClick={confirmDelete}
                    data-testid="time-off-confirm-delete"
                  >
                    {t('calendar.timeOff.confirm')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group justify="flex-end">
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setConfirming(true)}
                  data-testid="time-off-delete"
                >
                  {t('calendar.timeOff.delete')}
                </Button>
              </Group>
            ))}
        </Stack>
      )}
    </Modal>
  );
}
