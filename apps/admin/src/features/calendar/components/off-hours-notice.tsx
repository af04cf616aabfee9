import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { useLastPresent } from '../hooks/use-last-present.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import type { SlotSelection } from '../lib/new-entry.ts';

export interface OffHoursSlot {
  slot: SlotSelection;
  stylistName: string;
}

interface Props {
  /** Null while closed. */
  notice: OffHoursSlot | null;
  /** Whether this person may book outside working hours (the server's `override`). */
  canOverride: boolean;
  onAddAnyway: (slot: SlotSelection) => void;
  onClose: () => void;
}

/**
 * An empty slot picked outside the stylist's working hours: says so, and offers to add the entry
 * anyway to those who may book outside the hours.
 */
export function OffHoursNotice({ notice: opened, canOverride, onAddAnyway, onClose }: Props) {
  const { t } = useTranslation();
  const notice = useLastPresent(opened);
  const culture = useFormatLocale();
  const name = notice?.stylistName ?? '';
  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      title={t('calendar.offHours.title', { name })}
      closeButtonProps={{ 'aria-label': t('calendar.offHours.close') }}
      data-testid="off-hours-notice"
    >
      {notice && (
        <Stack gap="md">
          <Text>
            {t('calendar.offHours.body', {
              name,
              time: formatWall(notice.slot.start, 'time', culture),
              date: formatWall(notice.slot.start, 'sentenceDay', culture),
            })}
          </Text>
          {!canOverride && (
            <Text size="sm" c="dimmed">
              {t('calendar.offHours.noOverride')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-testid="off-hours-close">
              {t('calendar.offHours.close')}
            </Button>
            {canOverride && (
              <Button onClick={() => onAddAnyway(notice.slot)} data-testid="off-hours-add-anyway">
                {t('calendar.offHours.addAnyway')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
