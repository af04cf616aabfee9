/**
 * The import's per-line messages come from the server in English as `field: message; …`. Each
 * part about a known column is shown as that column's name and our own translated rule; any
 * other text is shown as the server wrote it.
 */
export interface ImportProblem {
  /** i18n key (customers namespace) of the column's name, when the part names a known column. */
  columnKey: string | null;
  /** i18n key of the translated rule, or null to show `text` as it is. */
  messageKey: string | null;
  text: string;
}

const rules: Record<string, { columnKey: string; messageKey: string }> = {
  name: { columnKey: 'fields.name', messageKey: 'importDialog.rules.name' },
  email: { columnKey: 'fields.email', messageKey: 'importDialog.rules.email' },
  phone: { columnKey: 'fields.phone', messageKey: 'importDialog.rules.phone' },
  birthday: { columnKey: 'fields.birthday', messageKey: 'importDialog.rules.birthday' },
  note: { columnKey: 'fields.note', messageKey: 'importDialog.rules.note' },
};

export function importProblems(message: string): ImportProblem[] {
  return message
    .split(/;\s*/)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const match = /^([a-z_]+):\s*(.*)$/i.exec(part.trim());
      const rule = match ? rules[(match[1] ?? '').toLowerCase()] : undefined;
      if (!match || !rule) return { columnKey: null, messageKey: null, text: part.trim() };
      return { columnKey: rule.columnKey, messageKey: rule.messageKey, text: match[2] ?? '' };
    });
}

/** The columns the import reads; the export's extra columns (visits, spend…) are ignored. */
export const IMPORT_COLUMNS = ['name', 'email', 'phone', 'birthday', 'note'] as const;

export const importTemplateCsv = () =>
  `${IMPORT_COLUMNS.join(',')}\r\nAnna Example,anna@example.com,+49 30 1234567,1990-05-17,Prefers morning appointments\r\n`;
