import { type DefaultMantineColor, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerImportLine } from '../../../api/customers.ts';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { importProblems } from '../lib/import-errors.ts';
import { type LineOutcome, lineOutcome } from '../lib/import-lines.ts';

const badgeTone: Record<LineOutcome['tone'], DefaultMantineColor> = {
  create: 'green',
  update: 'blue',
  merge: 'cyan',
  unchanged: 'gray',
  skip: 'orange',
  error: 'red',
};

/** The file's lines and what the import does with each: new, updated, merged, skipped, unreadable. */
export function ImportLinesTable({
  lines,
  moreLines,
  caption,
}: {
  lines: CustomerImportLine[];
  moreLines: number;
  caption: string;
}) {
  const { t } = useTranslation('customers');
  const captionId = useId();
  if (lines.length === 0) return null;
  return (
    <>
      <Text size="sm" fw={600} id={captionId}>
        {caption}
      </Text>
      <Table.ScrollContainer
        minWidth={520}
        maxHeight={360}
        type="native"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <Table striped withTableBorder aria-labelledby={captionId} data-testid="import-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{t('importDialog.line')}</Table.Th>
              <Table.Th>{t('importDialog.customer')}</Table.Th>
              <Table.Th>{t('importDialog.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const outcome = lineOutcome(t, line);
              return (
                <Table.Tr key={line.line} data-testid={`import-line-${line.line}`} data-action={line.action}>
                  <Table.Td>{line.line}</Table.Td>
                  <Table.Td>{line.action === 'error' ? '' : line.name}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={badgeTone[outcome.tone]} size="sm" tt="none">
                      {outcome.label}
                    </ToneBadge>
                    {outcome.details.map((detail) => (
                      <Text key={detail} size="sm">
                        {detail}
                      </Text>
                    ))}
                    {line.action === 'error' &&
                      importProblems(line.message).map((problem) => (
                        <Text key={`${problem.columnKey ?? ''}:${problem.text}`} size="sm">
                          {problem.columnKey && (
                            <Text span fw={600} size="sm">
                              {t('importDialog.columnLabel', { column: t(problem.columnKey) })}{' '}
                            </Text>
                          )}
                          {problem.messageKey ? t(problem.messageKey) : problem.text}
                        </Text>
                      ))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {moreLines > 0 && (
        <Text size="sm" c="dimmed">
          {t('importDialog.moreLines', { count: moreLines })}
        </Text>
      )}
    </>
  );
}
