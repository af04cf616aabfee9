import { Anchor, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { fieldErrors } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import {
  type CustomerImportResult,
  customersExportUrl,
  IMPORT_MAX_BYTES,
  useImportCustomers,
} from '../../../api/customers.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { IMPORT_COLUMNS, importProblems, importTemplateCsv } from '../lib/import-errors.ts';

interface Props {
  shopId: string;
  opened: boolean;
  onClose: () => void;
}

export function ImportCustomersModal({ shopId, opened, onClose }: Props) {
  const { t } = useTranslation('customers');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('importDialog.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('importDialog.close') }}
    >
      {opened && <ImportCustomers shopId={shopId} onClose={onClose} />}
    </Modal>
  );
}

const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;

function ImportCustomers({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('customers');
  const importCsv = useImportCustomers(shopId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<CustomerImportResult | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    importCsv.reset();
  };

  const start = async () => {
    if (!file) {
      setFileError(t('importDialog.noFile'));
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setFileError(t('importDialog.tooLarge'));
      return;
    }
    const text = await file.text();
    if (text.trim() === '') {
      setFileError(t('importDialog.emptyFile'));
      return;
    }
    importCsv.mutate(text, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.created + answer.updated > 0) {
          toast.success(t('importDialog.toast', { created: answer.created, updated: answer.updated }));
        }
      },
    });
  };

  if (result) {
    return (
      <ImportResult
        result={result}
        onAgain={() => {
          setResult(null);
          setFile(null);
          importCsv.reset();
        }}
        onClose={onClose}
      />
    );
  }

  // A file the server could not read as CSV names the reason in `details`; other failures are generic.
  const failure = importCsv.error;
  const notCsv = failure !== null && fieldErrors(failure).some((d) => d.path === 'body');
  return (
    <Stack gap="md">
      <Text size="sm">{t('importDialog.intro')}</Text>
      <List size="sm" spacing={4}>
        {IMPORT_COLUMNS.map((column) => (
          <List.Item key={column}>
            <Text span ff="monospace" size="sm" fw={600}>
              {column}
            </Text>{' '}
            – {t(`importDialog.columns.${column}`)}
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('importDialog.matching')}</Text>
      <Group gap="md">
        <Anchor
          href={templateHref()}
          download="customers-template.csv"
          size="sm"
          data-testid="import-template"
        >
          {t('importDialog.template')}
        </Anchor>
        <Anchor href={customersExportUrl(shopId)} download="customers.csv" size="sm">
          {t('importDialog.exportAsTemplate')}
        </Anchor>
      </Group>
      <FileInput
        label={t('importDialog.file')}
        placeholder={t('importDialog.filePlaceholder')}
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': t('importDialog.clearFile') }}
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        value={file}
        onChange={choose}
        error={fileError}
        data-testid="import-file"
      />
      {failure && (
        <TitledAlert tone="error" title={t('importDialog.failed')} data-testid="import-failed">
          {notCsv ? t('importDialog.notCsv') : errorMessage(i18n, failure)}
        </TitledAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('importDialog.cancel')}
        </Button>
        <Button onClick={start} loading={importCsv.isPending} data-testid="import-submit">
          {t('importDialog.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

function ImportResult({
  result,
  onAgain,
  onClose,
}: {
  result: CustomerImportResult;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const captionId = useId();
  const nothing = result.created + result.updated === 0;
  return (
    <Stack gap="md" data-testid="import-result">
      <TitledAlert tone={nothing ? 'warning' : 'success'} title={t('importDialog.resultTitle')}>
        <Group gap="lg">
          <Text size="sm" data-testid="import-created">
            {t('importDialog.created', { count: result.created })}
          </Text>
          <Text size="sm" data-testid="import-updated">
            {t('importDialog.updated', { count: result.updated })}
          </Text>
          <Text size="sm" data-testid="import-skipped">
            {t('importDialog.skipped', { count: result.errors.length })}
          </Text>
        </Group>
      </TitledAlert>
      {result.errors.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600} id={captionId}>
            {t('importDialog.errorsTitle')}
          </Text>
          <Table.ScrollContainer
            minWidth={420}
            maxHeight={320}
            type="native"
            tabIndex={0}
            role="region"
            aria-labelledby={captionId}
          >
            <Table striped withTableBorder aria-labelledby={captionId} data-testid="import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t('importDialog.line')}</Table.Th>
                  <Table.Th>{t('importDialog.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error) => (
                  <Table.Tr key={error.line} data-testid={`import-error-${error.line}`}>
                    <Table.Td>{error.line}</Table.Td>
                    <Table.Td>
                      {importProblems(error.message).map((problem) => (
                        <Text key={`${problem.columnKey ?? ''}:${problem.text}`} size="sm">
                          {problem.columnKey && (
                            <Text span fw={600} size="sm">
                              {t(problem.columnKey)}:{' '}
                            </Text>
                          )}
                          {problem.messageKey ? t(problem.messageKey) : problem.text}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAgain}>
          {t('importDialog.again')}
        </Button>
        <Button onClick={onClose} data-testid="import-done">
          {t('importDialog.done')}
        </Button>
      </Group>
    </Stack>
  );
}
