import { AppError, type CsvSeparator } from '@salon/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * How a CSV file is written so that a spreadsheet opens it in columns, with its accents:
 * Excel reads a file without a byte order mark as the Windows code page ("JÃ¶rg"), and splits
 * on the separator of the computer's region: a semicolon where the decimal mark is a comma
 * (German, French, Portuguese), a comma where it is a dot (English).
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  /** The decimal mark of amounts in the file. */
  decimal: '.' | ',';
}

const dialects: Record<CsvSeparator, CsvDialect> = {
  comma: { delimiter: ',', decimal: '.' },
  semicolon: { delimiter: ';', decimal: ',' },
};

/** The language's decimal mark as Intl writes it: "," in German, "." in English. */
function decimalMarkOf(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/** The salon's language decides, unless the exporter asked for one separator (`?separator=`). */
export function csvDialect(locale: string, separator?: CsvSeparator): CsvDialect {
  return dialects[separator ?? (decimalMarkOf(locale) === ',' ? 'semicolon' : 'comma')];
}

/**
 * A CSV file as the dialect writes it: a UTF-8 byte order mark, a header row, CRLF line ends
 * (RFC 4180, and what Excel writes). Cells are written as given: neutralise typed text with
 * `spreadsheetSafe` first, and write amounts with the dialect's decimal mark.
 */
export function writeCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  dialect: CsvDialect,
): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      bom: true,
      header: true,
      columns: [...columns],
      delimiter: dialect.delimiter,
      record_delimiter: 'windows',
    },
  );
}

const quoted = /"(?:[^"]|"")*"/g;

/** The separator of a file: the one its header row uses (outside quotes) more often; a comma when none. */
export function sniffDelimiter(text: string): ',' | ';' {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(quoted, '');
  const count = (mark: string) => header.split(mark).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export interface CsvRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** The line each record starts on, from where the one before it ended (blank lines between skipped). */
function startLines(input: Buffer, ends: readonly number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let at = 0;
  const step = () => {
    // CRLF, LF or a lone CR: one line break.
    if (input[at] === 0x0d && input[at + 1] === 0x0a) at++;
    at++;
    line++;
  };
  for (const end of ends) {
    while (at < input.length && (input[at] === 0x0a || input[at] === 0x0d)) step();
    lines.push(line);
    while (at < end) {
      if (input[at] === 0x0a || input[at] === 0x0d) step();
      else at++;
    }
  }
  return lines;
}

/**
 * The rows of a CSV file with a header row, by lower-cased column name; files with a byte order
 * mark or without, separated by commas or semicolons, read alike. `cast` is applied to every
 * cell. A file that is not CSV is a validation error on `body`.
 */
export function readCsv(text: string, cast: (value: string) => string = (v) => v): CsvRow[] {
  const input = Buffer.from(text.replace(/^\uFEFF/, ''), 'utf8');
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(input, {
      delimiter: sniffDelimiter(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
      trim: true,
      info: true,
      // With `info`, each record comes with where it ends; csv-parse's types do not say so.
    }) as unknown as typeof records;
  } catch (err) {
    throw new AppError('ValidationError', 'The file is not valid CSV', {
      details: [{ path: 'body', message: (err as Error).message }],
    });
  }
  const [header, ...rows] = records;
  if (!header) return [];
  const columns = header.record.map((h) => h.trim().toLowerCase());
  // The line breaks of a cell's own text count as lines too: a row starts where the one before it ended.
  const lines = startLines(
    input,
    records.map((r) => r.info.bytes),
  ).slice(1);
  return rows.map(({ record }, i) => ({
    line: lines[i] as number,
    cells: Object.fromEntries(columns.map((column, c) => [column, cast(record[c] ?? '')])),
  }));
}
