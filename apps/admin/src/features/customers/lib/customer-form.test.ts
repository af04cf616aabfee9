import { describe, expect, it } from 'vitest';
import { changedFields, emptyCustomerForm, formFromCustomer, validateCustomerForm } from './customer-form.ts';

const record = {
  name: 'Anna Becker',
  email: 'anna@example.com',
  phone: '+4915112345678',
  birthday: null,
  note: null,
};

describe('validateCustomerForm', () => {
  it('needs a name and accepts everything else empty', () => {
    expect(validateCustomerForm(emptyCustomerForm)).toEqual({ name: 'form.errors.nameRequired' });
    expect(validateCustomerForm({ ...emptyCustomerForm, name: 'Anna' })).toEqual({});
  });

  it('names a malformed e-mail, a number that is none and a future birthday', () => {
    const errors = validateCustomerForm({
      ...emptyCustomerForm,
      name: 'Anna',
      email: 'anna@',
      phone: '12',
      birthday: '2999-01-01',
    });
    expect(errors).toEqual({
      email: 'form.errors.emailInvalid',
      phone: 'form.errors.phoneInvalid',
      birthday: 'form.errors.birthdayFuture',
    });
  });

  it('takes an international number written with spaces and brackets', () => {
    expect(validateCustomerForm({ ...emptyCustomerForm, name: 'A', phone: '+49 (30) 123-4567' })).toEqual({});
  });

  it('takes a local number of the shop’s country', () => {
    expect(validateCustomerForm({ ...emptyCustomerForm, name: 'A', phone: '0176 1234567' }, 'DE')).toEqual(
      {},
    );
    expect(validateCustomerForm({ ...emptyCustomerForm, name: 'A', phone: '912 345 678' }, 'PT')).toEqual({});
    expect(validateCustomerForm({ ...emptyCustomerForm, name: 'A', phone: 'call me' }, 'PT')).toEqual({
      phone: 'form.errors.phoneInvalid',
    });
  });
});

describe('changedFields', () => {
  it('is empty for an untouched form', () => {
    expect(changedFields(record, formFromCustomer(record))).toEqual({});
  });

  it('shows the stored number nationally and sends a changed one in E.164', () => {
    const values = formFromCustomer(record, 'DE');
    expect(values.phone).toBe('01511 2345678');
    expect(changedFields(record, values, 'DE')).toEqual({});
    expect(changedFields(record, { ...values, phone: '0176 1234567' }, 'DE')).toEqual({
      phone: '+491761234567',
    });
  });

  it('sends only what changed, with emptied fields as null', () => {
    const values = { ...formFromCustomer(record), phone: '  ', note: ' Likes tea ' };
    expect(changedFields(record, values)).toEqual({ phone: null, note: 'Likes tea' });
  });
});
