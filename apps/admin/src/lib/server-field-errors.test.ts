import { ApiError } from '@salon/web/api-error';
import { describe, expect, it } from 'vitest';
import { invalidFormFields, serverFieldErrors } from './server-field-errors.ts';

const validation = (details: unknown) =>
  new ApiError({ status: 400, code: 'ValidationError', message: 'The request is not valid', details });

describe('serverFieldErrors', () => {
  it('keys the first message of each path by the path without `body.`', () => {
    const error = validation([
      { path: 'body.name', message: 'Required' },
      { path: 'body.price.amount', message: 'Too big' },
      { path: 'body.name', message: 'again' },
      { path: 'body', message: 'Bad JSON' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ name: 'Required', 'price.amount': 'Too big', '': 'Bad JSON' });
  });

  it('is empty for anything that is not a field error', () => {
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
    expect(serverFieldErrors(new ApiError({ status: 409, code: 'Conflict', details: { x: 1 } }))).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});

describe('invalidFormFields', () => {
  it("maps the server's body paths to the form's fields, once each", () => {
    const error = validation([
      { path: 'body.phone', message: 'Must be an international number' },
      { path: 'body.minNoticeMinutes', message: 'Too big' },
      { path: 'body.phone', message: 'again' },
      { path: 'body.phone.0', message: 'nested' },
    ]);
    expect(invalidFormFields(error, { phone: 'phone', minNoticeMinutes: 'noticeHours' })).toEqual([
      'phone',
      'noticeHours',
    ]);
  });

  it('leaves out fields the form does not have, and anything that is not a field error', () => {
    expect(
      invalidFormFields(validation([{ path: 'body', message: 'Bad JSON' }]), { phone: 'phone' }),
    ).toEqual([]);
    expect(
      invalidFormFields(validation([{ path: 'body.constructor', message: 'x' }]), { phone: 'phone' }),
    ).toEqual([]);
    expect(invalidFormFields(new Error('boom'), { phone: 'phone' })).toEqual([]);
  });
});
