import { describe, expect, it } from 'vitest';
import { csvDialect, readCsv, writeCsv } from './csv-files.ts';

describe('csvDialect', () => {
  it('follows the decimal mark of the salon’s language unless asked', () => {
    expect(csvDialect('en')).toEqual({ delimiter: ',', decimal: '.' });
    for (const locale of ['de', 'fr', 'pt'])
      expect(csvDialect(locale)).toEqual({ delimiter: ';', decimal: ',' });
    expect(csvDialect('de', 'comma')).toEqual({ delimiter: ',', decimal: '.' });
    expect(csvDialect('en', 'semicolon')).toEqual({ delimiter: ';', decimal: ',' });
  });
});

describe('writeCsv', () => {
  it('writes a byte order mark, CRLF and the separator, quoting cells that hold it', () => {
    const text = writeCsv(['name', 'total (EUR)'], [['Jörg; "J"', '45,50']], csvDialect('de'));
    expect(text).toBe('\uFEFFname;total (EUR)\r\n"Jörg; ""J""";45,50\r\n');
  });
});

describe('readCsv', () => {
  it('reads what writeCsv wrote, in either dialect', () => {
    for (const dialect of [csvDialect('en'), csvDialect('de')]) {
      const rows = readCsv(writeCsv(['Name', 'note'], [['Jörg', 'a, b; c\r\nd']], dialect));
      expect(rows).toEqual([{ line: 2, cells: { name: 'Jörg', note: 'a, b; c\r\nd' } }]);
    }
  });

  it('gives the line each row starts on, counting line breaks inside cells and blank lines', () => {
    const lines = (text: string) => readCsv(text).map((r) => r.line);
    expect(lines('name,email\nCora,a\nCora,b\n')).toEqual([2, 3]);
    expect(lines('\uFEFFname;note\r\nA;"x\r\n\r\ny"\r\n\r\nB;z\r\nC;w')).toEqual([2, 6, 7]);
    expect(lines('name,note\nJörg,ä\n\n\nB,"1\n2"\nC,x')).toEqual([2, 5, 7]);
  });

  it('takes the separator the header row uses', () => {
    expect(readCsv('name;note\nA;b, c\n')[0]?.cells).toEqual({ name: 'A', note: 'b, c' });
    expect(readCsv('"name;x",note\nA,b; c\n')[0]?.cells).toEqual({ 'name;x': 'A', note: 'b; c' });
  });

  it('refuses what is not CSV as a validation error on the body', () => {
    expect(() => readCsv('name\n"unclosed')).toThrow(expect.objectContaining({ code: 'ValidationError' }));
  });
});
