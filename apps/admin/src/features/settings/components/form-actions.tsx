import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Save (enabled only when something changed) and Discard, with a word on unsaved changes. */
export function FormActions({
  dirty,
  saving,
  onReset,
  testId,
}: {
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      {dirty && (
        <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
          {t('form.unsaved')}
        </Text>
      )}
      <Button variant="default" onClick={onReset} disabled={!dirty || saving}>
        {t('form.discard')}
      </Button>
      <Button type="submit" disabled={!dirty} loading={saving} data-testid={`${testId}-save`}>
        {t('form.save')}
      </Button>
    </Group>
  );
}
