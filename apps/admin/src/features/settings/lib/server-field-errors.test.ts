import { ApiError } from '@salon/web/api-error';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors.ts';

const validation = (details: unknown) =>
  new ApiError({ status: 400, code: 'ValidationError', message: 'The request is not valid', details });

describe('serverFieldErrors', () => {
  it("maps the server's body paths to the form's fields, once each", () => {
    const error = validation([
      { path: 'body.phone', message: 'Must be an international number' },
      { path: 'body.minNoticeMinutes', message: 'Too big' },
      { path: 'body.phone', message: 'again' },
    ]);
    expect(serverFieldErrors(error, { phone: 'phone', minNoticeMinutes: 'noticeHours' })).toEqual([
      'phone',
      'noticeHours',
    ]);
  });

  it('leaves out fields the form does not have, and anything that is not a field error', () => {
    expect(
      serverFieldErrors(validation([{ path: 'body', message: 'Bad JSON' }]), { phone: 'phone' }),
    ).toEqual([]);
    expect(
      serverFieldErrors(validation([{ path: 'body.constructor', message: 'x' }]), { phone: 'phone' }),
    ).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), { phone: 'phone' })).toEqual([]);
  });
});
