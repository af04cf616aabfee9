import { describe, expect, it } from 'vitest';
import { importProblems } from './import-errors.ts';

describe('importProblems', () => {
  it('splits the server’s message into one problem per known column', () => {
    expect(
      importProblems('email: Must be a valid e-mail address; birthday: Must be a date as YYYY-MM-DD'),
    ).toEqual([
      {
        columnKey: 'fields.email',
        messageKey: 'importDialog.rules.email',
        text: 'Must be a valid e-mail address',
      },
      {
        columnKey: 'fields.birthday',
        messageKey: 'importDialog.rules.birthday',
        text: 'Must be a date as YYYY-MM-DD',
      },
    ]);
  });

  it('keeps text it does not recognise as it is', () => {
    expect(importProblems('visits: Expected a number')).toEqual([
      { columnKey: null, messageKey: null, text: 'visits: Expected a number' },
    ]);
  });
});
