import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A team form in a modal, its × named for screen readers. */
export function FormModal({ opened, onClose, title, children }: ModalProps) {
  const { t } = useTranslation('team');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {children}
    </Modal>
  );
}

interface ActionsProps {
  onCancel: () => void;
  submitLabel: string;
  loading: boolean;
  testId: string;
}

/** Cancel and submit, at a form's end. */
export function FormActions({ onCancel, submitLabel, loading, testId }: ActionsProps) {
  const { t } = useTranslation('team');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={loading} data-testid={testId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
