import { Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '@salon/web/error-message';
import { useTranslation } from 'react-i18next';
import { useCustomerImports } from '../../../api/customers.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { formatDayTime } from '../../../lib/format.ts';
import { useFormatLocale } from '../../../lib/format-locale.ts';

/** The latest imports of the shop, each of which can be undone once. */
export function ImportHistory({
  shopId,
  timeZone,
  onUndo,
  undoingId,
  undoError,
}: {
  shopId: string;
  timeZone: string;
  onUndo: (batchId: string) => void;
  undoingId: string | null | undefined;
  undoError: Error | null;
}) {
  const { t, i18n } = useTranslation('customers');
  const locale = useFormatLocale();
  const imports = useCustomerImports(shopId);
  const items = imports.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="import-history">
      <Text size="sm" fw={600}>
        {t('importDialog.historyTitle')}
      </Text>
      {undoError && (
        <TitledAlert tone="error" title={t('importDialog.undoFailed')}>
          {errorMessage(i18n, undoError)}
        </TitledAlert>
      )}
      {items.map((batch) => (
        <Group key={batch.id} justify="space-between" gap="sm" wrap="nowrap" data-testid="import-batch">
          <div>
            <Text size="sm">
              {formatDayTime(batch.createdAt, timeZone, locale)}
              {batch.fileName ? ` · ${batch.fileName}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {t('importDialog.historyCounts', { created: batch.created, updated: batch.updated })}
              {batch.importedBy ? ` · ${batch.importedBy}` : ''}
            </Text>
          </div>
          {batch.undoneAt ? (
            <ToneBadge tone="gray" tt="none">
              {t('importDialog.historyUndone')}
            </ToneBadge>
          ) : (
            <Button
              size="xs"
              variant="default"
              onClick={() => onUndo(batch.id)}
              loading={undoingId === batch.id}
              aria-label={t('importDialog.undoOf', {
                when: formatDayTime(batch.createdAt, timeZone, locale),
              })}
            >
              {t('importDialog.undo')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
