import type { CustomerImportLine, CustomerImportUndo } from '../../../api/customers.ts';

/** How a line of the preview reads: what happens to it, and why or what changes (customers namespace). */
export interface LineOutcome {
  tone: 'create' | 'update' | 'merge' | 'unchanged' | 'skip' | 'error';
  label: string;
  details: string[];
}

/** The customers namespace's translator. */
type TFunction = (key: string, options?: Record<string, unknown>) => string;

type Change = { field: string; from: string | null; to: string };

const changeText = (t: TFunction, change: Change) =>
  change.from === null
    ? t('importDialog.change.set', { field: t(`fields.${change.field}`), to: change.to })
    : t('importDialog.change.replace', {
        field: t(`fields.${change.field}`),
        from: change.from,
        to: change.to,
      });

export function lineOutcome(t: TFunction, line: CustomerImportLine): LineOutcome {
  switch (line.action) {
    case 'create':
      return {
        tone: 'create',
        label: t('importDialog.action.create'),
        details: line.values.filter((v) => v.field !== 'name').map((v) => changeText(t, v)),
      };
    case 'update':
      return {
        tone: 'update',
        label: t('importDialog.action.update'),
        details: line.changes.map((c) => changeText(t, c)),
      };
    case 'merge':
      return {
        tone: 'merge',
        label: t('importDialog.action.merge', { line: line.otherLine }),
        details: line.changes.map((c) => changeText(t, c)),
      };
    case 'unchanged':
      return { tone: 'unchanged', label: t('importDialog.action.unchanged'), details: [] };
    case 'skip':
      return {
        tone: 'skip',
        label: t('importDialog.action.skip'),
        details: [
          t(`importDialog.reasons.${line.reason}`, {
            line: line.otherLine ?? '',
            name: line.customerName ?? '',
            field: line.field ? t(`fields.${line.field}`) : '',
          }),
        ],
      };
    case 'error':
      return { tone: 'error', label: t('importDialog.action.error'), details: [] };
  }
}

/** What an undo left as it is, one sentence per customer. */
export function keptText(t: TFunction, kept: CustomerImportUndo['kept'][number]): string {
  if (kept.reason === 'gone') return t('importDialog.kept.gone');
  if (kept.reason === 'inUse') return t('importDialog.kept.inUse', { name: kept.name });
  if (kept.fields.length === 0) return t('importDialog.kept.edited', { name: kept.name });
  return t('importDialog.kept.fields', {
    name: kept.name,
    fields: kept.fields.map((field) => t(`fields.${field}`)).join(', '),
  });
}
