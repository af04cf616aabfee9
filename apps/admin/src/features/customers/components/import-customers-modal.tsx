import { Anchor, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { fieldErrors, isApiError } from '@salon/web/api-error';
import { errorMessage } from '@salon/web/error-message';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import {
  type CustomerImportPlan,
  type CustomerImportResult,
  type CustomerImportUndo,
  customersExportUrl,
  IMPORT_MAX_BYTES,
  useImportCustomers,
  usePreviewCustomerImport,
  useUndoCustomerImport,
} from '../../../api/customers.ts';
import { TitledAlert } from '../../../components/titled-alert.tsx';
import { IMPORT_COLUMNS, importTemplateCsv } from '../lib/import-errors.ts';
import { keptText } from '../lib/import-lines.ts';
import { ImportHistory } from './import-history.tsx';
import { ImportLinesTable } from './import-lines-table.tsx';

interface Props {
  shopId: string;
  opened: boolean;
  onClose: () => void;
  /** The shop's, to show when earlier imports were made. */
  timeZone: string;
  /** Whether the caller may download the current customers (the owner). */
  canExport: boolean;
}

export function ImportCustomersModal({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation('customers');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('importDialog.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('importDialog.close') }}
    >
      {opened && <ImportCustomers {...props} onClose={onClose} />}
    </Modal>
  );
}

const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;

/**
 * Choose a file → the server's preview of every line (nothing written) → Import → the result,
 * with Undo. The import runs the preview's plan or nothing: if the customers changed meanwhile,
 * the server refuses it and the dialog asks for a new preview.
 */
type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; file: { text: string; name: string }; plan: CustomerImportPlan }
  | { kind: 'done'; result: CustomerImportResult }
  | { kind: 'undone'; result: CustomerImportUndo };

function ImportCustomers({ shopId, timeZone, onClose, canExport }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('customers');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const undo = useUndoCustomerImport(shopId);
  const undone = (batchId: string) =>
    undo.mutate(batchId, {
      onSuccess: (result) => {
        setStep({ kind: 'undone', result });
        toast.success(t('importDialog.undoToast'));
      },
    });
  const again = () => {
    undo.reset();
    setStep({ kind: 'choose' });
  };

  if (step.kind === 'preview') {
    return (
      <ImportPreview
        shopId={shopId}
        file={step.file}
        plan={step.plan}
        onPlan={(plan) => setStep({ ...step, plan })}
        onDone={(result) => setStep({ kind: 'done', result })}
        onBack={again}
      />
    );
  }
  if (step.kind === 'done') {
    return (
      <ImportDone
        result={step.result}
        onUndo={() => step.result.batchId && undone(step.result.batchId)}
        undoing={undo.isPending}
        undoError={undo.error}
        onAgain={again}
        onClose={onClose}
      />
    );
  }
  if (step.kind === 'undone') return <ImportUndone result={step.result} onAgain={again} onClose={onClose} />;
  return (
    <ChooseFile
      shopId={shopId}
      timeZone={timeZone}
      canExport={canExport}
      onPlan={(file, plan) => setStep({ kind: 'preview', file, plan })}
      onUndo={undone}
      undoingId={undo.isPending ? undo.variables : null}
      undoError={undo.error}
      onClose={onClose}
    />
  );
}

function ChooseFile({
  shopId,
  timeZone,
  canExport,
  onPlan,
  onUndo,
  undoingId,
  undoError,
  onClose,
}: {
  shopId: string;
  timeZone: string;
  canExport: boolean;
  onPlan: (file: { text: string; name: string }, plan: CustomerImportPlan) => void;
  onUndo: (batchId: string) => void;
  undoingId: string | null | undefined;
  undoError: Error | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('customers');
  const preview = usePreviewCustomerImport(shopId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    preview.reset();
  };

  const check = async () => {
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
    preview.mutate(text, { onSuccess: (plan) => onPlan({ text, name: file.name }, plan) });
  };

  // A file the server could not read as CSV names the reason in `details`; other failures are generic.
  const failure = preview.error;
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
        {canExport && (
          <Anchor href={customersExportUrl(shopId)} download="customers.csv" size="sm">
            {t('importDialog.exportAsTemplate')}
          </Anchor>
        )}
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
        <Button onClick={check} loading={preview.isPending} data-testid="import-preview">
          {t('importDialog.check')}
        </Button>
      </Group>
      <ImportHistory
        shopId={shopId}
        timeZone={timeZone}
        onUndo={onUndo}
        undoingId={undoingId}
        undoError={undoError}
      />
    </Stack>
  );
}

function Counts({ created, updated, unchanged, skipped, errors, future }: Counted & { future: boolean }) {
  const { t } = useTranslation('customers');
  const key = (name: string) => `importDialog.${future ? 'will' : 'did'}.${name}`;
  return (
    <Group gap="lg">
      <Text size="sm" data-testid="import-created">
        {t(key('created'), { count: created })}
      </Text>
      <Text size="sm" data-testid="import-updated">
        {t(key('updated'), { count: updated })}
      </Text>
      <Text size="sm" data-testid="import-unchanged">
        {t(key('unchanged'), { count: unchanged })}
      </Text>
      <Text size="sm" data-testid="import-skipped">
        {t(key('skipped'), { count: skipped + errors })}
      </Text>
    </Group>
  );
}

type Counted = { created: number; updated: number; unchanged: number; skipped: number; errors: number };
const counted = (plan: CustomerImportPlan): Counted => ({ ...plan, errors: plan.errors.length });

function ImportPreview({
  shopId,
  file,
  plan,
  onPlan,
  onDone,
  onBack,
}: {
  shopId: string;
  file: { text: string; name: string };
  plan: CustomerImportPlan;
  onPlan: (plan: CustomerImportPlan) => void;
  onDone: (result: CustomerImportResult) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('customers');
  const importCsv = useImportCustomers(shopId);
  const preview = usePreviewCustomerImport(shopId);
  const nothing = plan.created + plan.updated === 0;
  const outdated = isApiError(importCsv.error) && importCsv.error.code === 'ImportPreviewOutdated';

  const run = () =>
    importCsv.mutate(
      { csv: file.text, plan: plan.digest, fileName: file.name },
      {
        onSuccess: (result) => {
          onDone(result);
          toast.success(t('importDialog.toast', { created: result.created, updated: result.updated }));
        },
      },
    );
  const recheck = () =>
    preview.mutate(file.text, {
      onSuccess: (fresh) => {
        importCsv.reset();
        onPlan(fresh);
      },
    });

  return (
    <Stack gap="md" data-testid="import-plan">
      <TitledAlert
        tone={nothing ? 'warning' : 'success'}
        title={t('importDialog.previewTitle', { file: file.name })}
      >
        <Stack gap={4}>
          <Text size="sm">
            {nothing ? t('importDialog.nothingToImport') : t('importDialog.previewIntro')}
          </Text>
          <Counts {...counted(plan)} future />
        </Stack>
      </TitledAlert>
      <ImportLinesTable
        lines={plan.lines}
        moreLines={plan.moreLines}
        caption={t('importDialog.linesTitle')}
      />
      {importCsv.error && (
        <TitledAlert tone="error" title={t('importDialog.failed')} data-testid="import-failed">
          {errorMessage(i18n, importCsv.error)}
        </TitledAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('importDialog.back')}
        </Button>
        {outdated ? (
          <Button onClick={recheck} loading={preview.isPending} data-testid="import-recheck">
            {t('importDialog.recheck')}
          </Button>
        ) : (
          <Button onClick={run} loading={importCsv.isPending} disabled={nothing} data-testid="import-submit">
            {t('importDialog.submit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ImportDone({
  result,
  onUndo,
  undoing,
  undoError,
  onAgain,
  onClose,
}: {
  result: CustomerImportResult;
  onUndo: () => void;
  undoing: boolean;
  undoError: Error | null;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('customers');
  const nothing = result.created + result.updated === 0;
  return (
    <Stack gap="md" data-testid="import-result">
      <TitledAlert tone={nothing ? 'warning' : 'success'} title={t('importDialog.resultTitle')}>
        <Counts {...counted(result)} future={false} />
      </TitledAlert>
      <ImportLinesTable
        lines={result.lines.filter((l) => l.action === 'skip' || l.action === 'error')}
        moreLines={0}
        caption={t('importDialog.errorsTitle')}
      />
      {undoError && (
        <TitledAlert tone="error" title={t('importDialog.undoFailed')}>
          {errorMessage(i18n, undoError)}
        </TitledAlert>
      )}
      <Group justify="space-between" gap="sm">
        {result.batchId ? (
          <Button variant="default" color="red" onClick={onUndo} loading={undoing} data-testid="import-undo">
            {t('importDialog.undo')}
          </Button>
        ) : (
          <span />
        )}
        <AgainOrDone onAgain={onAgain} onClose={onClose} />
      </Group>
    </Stack>
  );
}

/** The way out of a finished import or undo: another file, or done. */
function AgainOrDone({ onAgain, onClose }: { onAgain: () => void; onClose: () => void }) {
  const { t } = useTranslation('customers');
  return (
    <Group gap="sm">
      <Button variant="default" onClick={onAgain}>
        {t('importDialog.again')}
      </Button>
      <Button onClick={onClose} data-testid="import-done">
        {t('importDialog.done')}
      </Button>
    </Group>
  );
}

function ImportUndone({
  result,
  onAgain,
  onClose,
}: {
  result: CustomerImportUndo;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  return (
    <Stack gap="md" data-testid="import-undone">
      <TitledAlert tone="success" title={t('importDialog.undoneTitle')}>
        <Group gap="lg">
          <Text size="sm" data-testid="import-restored">
            {t('importDialog.restored', { count: result.restored })}
          </Text>
          <Text size="sm" data-testid="import-removed">
            {t('importDialog.removed', { count: result.removed })}
          </Text>
        </Group>
      </TitledAlert>
      {result.kept.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('importDialog.keptTitle')}
          </Text>
          <List size="sm" spacing={4} data-testid="import-kept">
            {result.kept.map((kept, i) => (
              // The same customer may be listed once per reason; the order is the server's.
              // biome-ignore lint/suspicious/noArrayIndexKey: a kept customer has no key of its own
              <List.Item key={i}>{keptText(t, kept)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Group justify="flex-end">
        <AgainOrDone onAgain={onAgain} onClose={onClose} />
      </Group>
    </Stack>
  );
}
