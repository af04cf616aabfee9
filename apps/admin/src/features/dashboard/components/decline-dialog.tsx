import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const REASON_MAX = 500;

/** Asks before a request is declined; the reason is optional and kept in the appointment's history. */
export function DeclineDialog({
  opened,
  description,
  loading,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  description: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('requests.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('requests.keep') }}
      onExitTransitionEnd={() => setReason('')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="md" data-testid="decline-dialog">
          <Text size="sm">{description}</Text>
          <Textarea
            label={t('requests.reason')}
            description={t('requests.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              {t('requests.keep')}
            </Button>
            <Button type="submit" color="red.9" loading={loading} data-testid="confirm-decline">
              {t('requests.confirmDecline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
