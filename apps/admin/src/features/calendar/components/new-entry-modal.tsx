import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { FormModal } from '../../../components/form-modal.tsx';
import { StackingSegmentedControl } from '../../../components/stacking-segmented-control.tsx';
import { useLastPresent } from '../hooks/use-last-present.ts';
import { type EntryKind, entryKinds, type SlotSelection } from '../lib/new-entry.ts';
import { AppointmentForm } from './appointment-form.tsx';
import type { StylistResource } from './stylist-header.tsx';
import { TimeOffForm } from './time-off-form.tsx';

interface Props {
  shopId: string;
  timeZone: string;
  /** Null while closed. */
  slot: SlotSelection | null;
  kind: EntryKind;
  onKindChange: (kind: EntryKind) => void;
  stylists: readonly StylistResource[];
  onClose: () => void;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "New" on the calendar: an appointment, a walk-in or blocked time, starting where it was opened. */
export function NewEntryModal({
  shopId,
  timeZone,
  slot: opened,
  kind,
  onKindChange,
  stylists,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const slot = useLastPresent(opened);
  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  return (
    <FormModal
      opened={opened !== null}
      onClose={onClose}
      title={t('calendar.create.title')}
      closeLabel={t('calendar.create.close')}
      fullScreenBelow="36em"
      data-testid="new-entry-modal"
    >
      {slot && (
        <Stack gap="md">
          <StackingSegmentedControl
            fullWidth
            aria-label={t('calendar.create.kind')}
            value={kind}
            onChange={(value) => onKindChange(value as EntryKind)}
            data={entryKinds.map((value) => ({ value, label: t(`calendar.create.kinds.${value}`) }))}
            data-testid="entry-kind"
          />
          {timeZone !== browserZone() && (
            <Text size="xs" c="dimmed">
              {t('calendar.create.zoneHint', { zone: timeZone })}
            </Text>
          )}
          {kind === 'timeOff' ? (
            <TimeOffForm
              shopId={shopId}
              timeZone={timeZone}
              slot={slot}
              stylists={stylists}
              onCreated={() => done(t('calendar.create.created.timeOff'))}
              onCancel={onClose}
            />
          ) : (
            <AppointmentForm
              shopId={shopId}
              timeZone={timeZone}
              walkIn={kind === 'walkIn'}
              slot={slot}
              stylists={stylists}
              onCreated={() => done(t(`calendar.create.created.${kind}`))}
              onCancel={onClose}
            />
          )}
        </Stack>
      )}
    </FormModal>
  );
}
