import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow } from './flow-state.ts';
import { refusedFields } from './refused-fields.ts';

const sent = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+491761234567', note: '' };

describe('the server’s field errors on the details step', () => {
  it('puts each refused path of the booking under its field', () => {
    const refused = refusedFields(
      [
        { path: 'body.customer.name', message: 'Too big' },
        { path: 'body.customer.email', message: 'Must be a valid e-mail address' },
        { path: 'body.customer.phone', message: 'Not a phone number' },
        { path: 'body.note', message: 'Too big' },
      ],
      sent,
    );
    expect(refused).toEqual({
      name: { key: 'fields.nameInvalid' },
      email: { key: 'fields.emailInvalid' },
      phone: { key: 'fields.phoneInvalid' },
      note: { key: 'fields.noteInvalid' },
    });
  });

  it('says a text is too long, with the contract’s limit, when it is', () => {
    expect(
      refusedFields([{ path: 'body.customer.name', message: 'Too big' }], { ...sent, name: 'A'.repeat(121) }),
    ).toEqual({ name: { key: 'fields.tooLong', vars: { count: 120 } } });
    expect(
      refusedFields([{ path: 'body.note', message: 'Too big' }], { ...sent, note: 'n'.repeat(1001) }),
    ).toEqual({ note: { key: 'fields.tooLong', vars: { count: 1000 } } });
  });

  it('names a pasted invisible character, but lets a note keep its line breaks', () => {
    expect(
      refusedFields([{ path: 'body.customer.name', message: 'control' }], { ...sent, name: 'Ada\u0007' }),
    ).toEqual({ name: { key: 'fields.controlCharacters' } });
    expect(
      refusedFields([{ path: 'body.note', message: 'control' }], { ...sent, note: 'Line\nline\u0000' }),
    ).toEqual({ note: { key: 'fields.controlCharacters' } });
    expect(refusedFields([{ path: 'body.note', message: 'other' }], { ...sent, note: 'Line\nline' })).toEqual(
      { note: { key: 'fields.noteInvalid' } },
    );
  });

  it('leaves paths of other steps alone, and takes the first error per field', () => {
    expect(
      refusedFields(
        [
          { path: 'body.start', message: 'Must be an ISO 8601 date-time with offset' },
          { path: 'body.customer', message: 'Required' },
          { path: 'body.customer.name', message: 'first' },
          { path: 'body.customer.name', message: 'second' },
        ],
        { ...sent, name: 'Ada\u0001' },
      ),
    ).toEqual({ name: { key: 'fields.controlCharacters' } });
  });

  it('keeps a refusal under its field until that field is changed', () => {
    const back = flowReducer(initialFlow, {
      type: 'go',
      step: 'Customer',
      refused: { name: { key: 'fields.nameInvalid' }, note: { key: 'fields.noteInvalid' } },
    });
    const typed = flowReducer(back, { type: 'customer', patch: { name: 'Ada' } });
    expect(typed.refused).toEqual({ note: { key: 'fields.noteInvalid' } });
    expect(flowReducer(typed, { type: 'go', step: 'Confirmation' }).refused).toEqual({});
  });
});
