import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPresent } from '../hooks/use-last-present.ts';

/**
 * The actions confirmed first: those that end an appointment against someone's wish, and
 * completing one (it counts in the customer's spend and visits at once).
 */
export type ConfirmedAction = 'cancel' | 'decline' | 'complete';

interface Props {
  /** Null while closed. */
  action: ConfirmedAction | null;
  /** Who and when, so that the right appointment is confirmed. */
  summary: string;
  pending: boolean;
  onConfirm: (reason: string | null) => void;
  onClose: () => void;
}

/** "Cancel this appointment?" with an optional reason, kept in the appointment's history. */
export function ConfirmActionModal({ action: opened, summary, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const action = useLastPresent(opened);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);
  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      title={action ? t(`calendar.confirm.${action}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('calendar.confirm.close') }}
      zIndex={400}
      data-testid="confirm-action-modal"
    >
      {action && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(reason.trim() || null);
          }}
        >
          <Stack gap="md">
            <Text size="sm">{summary}</Text>
            <Text size="sm">{t(`calendar.confirm.${action}.text`)}</Text>
            {action !== 'complete' && (
              <Textarea
                label={t('calendar.confirm.reason')}
                description={t('calendar.confirm.reasonHint')}
                autosize
                minRows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                data-testid="confirm-reason"
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-autofocus>
                {t(`calendar.confirm.${action}.keep`)}
              </Button>
              <Button
                type="submit"
                color={action === 'complete' ? undefined : 'red'}
                loading={pending}
                data-testid="confirm-action"
              >
                {t(`calendar.confirm.${action}.confirm`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
