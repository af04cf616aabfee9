/**
 * A spreadsheet reads a cell beginning with = + - @ (or a tab or carriage return before one) as a
 * formula, so a guest who books as `=HYPERLINK(...)` would plant a live link or command in the
 * owner's export. As OWASP recommends, such cells get a leading single quote, which spreadsheets
 * take as "this is text".
 */
const formulaStart = /^[=+\-@\t\r]/;

const neutralised = /^'[=+\-@\t\r]/;

export const spreadsheetSafe = (value: string): string => (formulaStart.test(value) ? `'${value}` : value);

/** Undoes `spreadsheetSafe` for a file that comes back in, so an export round-trips unchanged. */
export const fromSpreadsheetSafe = (value: string): string =>
  neutralised.test(value) ? value.slice(1) : value;
