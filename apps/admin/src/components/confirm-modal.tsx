import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  /** What is about to happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The name of the modal's close (×) button. */
  closeLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  confirmTestId?: string;
}

/**
 * Asks before something that cannot be undone; Cancel has the focus, so Enter never destroys by
 * accident. The labels come from the feature, in its own words and namespace.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  loading,
  onConfirm,
  onClose,
  confirmTestId = 'confirm',
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
