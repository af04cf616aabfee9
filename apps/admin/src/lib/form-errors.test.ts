import { CONTROL_CHARACTER_MESSAGE, categoryRequest } from '@salon/domain';
import { ApiError } from '@salon/web/api-error';
import { describe, expect, it } from 'vitest';
import { byPath, schemaErrors, serverErrors } from './form-errors.ts';

const validation = (details: unknown) =>
  new ApiError({ status: 400, code: 'ValidationError', message: 'The request is not valid', details });

const place = byPath({
  name: ['name', 'validation.nameRequired'],
  'price.amount': ['price', 'validation.price'],
  minNoticeMinutes: ['noticeHours', 'rules.invalid.noticeHours'],
});

describe('byPath', () => {
  it('places a path by the longest start the table names', () => {
    expect(place('name')).toEqual(['name', 'validation.nameRequired']);
    expect(place('price.amount')).toEqual(['price', 'validation.price']);
    expect(place('minNoticeMinutes.x')).toEqual(['noticeHours', 'rules.invalid.noticeHours']);
    expect(place('price')).toBeNull();
  });

  it("does not find Object's own names", () => {
    expect(place('constructor')).toBeNull();
    expect(place('__proto__.name')).toBeNull();
  });
});

describe('serverErrors', () => {
  it("puts a ValidationError's body paths on the form's fields, the first per field, and leaves the rest", () => {
    const error = validation([
      { path: 'body.name', message: 'Required' },
      { path: 'body.price.amount', message: 'Too big' },
      { path: 'body.name', message: 'again' },
      { path: 'body.minNoticeMinutes', message: 'Too big' },
      { path: 'body', message: 'Bad JSON' },
      { path: 'body.description', message: 'Too long' },
    ]);
    expect(serverErrors(error, place)).toEqual({
      errors: {
        name: 'validation.nameRequired',
        price: 'validation.price',
        noticeHours: 'rules.invalid.noticeHours',
      },
      other: [
        { path: '', message: 'Bad JSON' },
        { path: 'description', message: 'Too long' },
      ],
    });
  });

  it('names a control character as such, whatever the field', () => {
    const error = validation([
      { path: 'body.name', message: CONTROL_CHARACTER_MESSAGE },
      { path: 'body.price.amount', message: 'Too big' },
    ]);
    expect(serverErrors(error, place).errors).toEqual({
      name: 'admin:validation.controlCharacters',
      price: 'validation.price',
    });
    const typed = schemaErrors(categoryRequest, { name: 'Cuts\tand colour' }, place);
    expect(typed).toEqual({ name: 'admin:validation.controlCharacters' });
  });

  it('is empty for anything that is not a field error', () => {
    expect(serverErrors(new Error('boom'), place)).toEqual({ errors: {}, other: [] });
    expect(serverErrors(new ApiError({ status: 409, code: 'Conflict', details: { x: 1 } }), place)).toEqual({
      errors: {},
      other: [],
    });
    expect(serverErrors(null, place)).toEqual({ errors: {}, other: [] });
  });
});

describe('schemaErrors', () => {
  it("judges a request with the domain's schema, on the form's fields", () => {
    expect(schemaErrors(categoryRequest, { name: '  ', description: null }, place)).toEqual({
      name: 'validation.nameRequired',
    });
    expect(schemaErrors(categoryRequest, { name: 'Colour', description: null }, place)).toEqual({});
  });

  it('leaves out what the form has no field for', () => {
    expect(schemaErrors(categoryRequest, { name: 'Colour', displayOrder: -1 }, place)).toEqual({});
  });
});
