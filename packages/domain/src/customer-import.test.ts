import { describe, expect, it } from 'vitest';
import { type ImportRow, type KnownCustomer, planImport } from './customer-import.ts';

const regular: KnownCustomer = {
  id: 'c-regular',
  name: 'Rita Regular',
  email: 'rita@example.com',
  phone: '+4915112345678',
  birthday: '1980-04-01',
  note: 'Allergic to ammonia',
};
const walkIn: KnownCustomer = {
  id: 'c-walkin',
  name: 'Walter Walk-in',
  email: null,
  phone: '+4930555000',
  birthday: null,
  note: null,
};
const noContact: KnownCustomer = {
  id: 'c-nocontact',
  name: 'Nora Nocontact',
  email: null,
  phone: null,
  birthday: '1990-01-01',
  note: null,
};
const known = [regular, walkIn, noContact];

const plan = (rows: ImportRow[], customers: KnownCustomer[] = known) => planImport(rows, [], customers);

describe('planImport', () => {
  it('leaves what the salon has where a cell is empty', () => {
    const result = plan([{ line: 2, name: 'Rita Regular', email: 'rita@example.com' }]);
    expect(result.lines).toEqual([
      { line: 2, action: 'unchanged', name: 'Rita Regular', customerId: 'c-regular' },
    ]);
    const noted = plan([{ line: 2, name: 'Rita Regular', email: 'rita@example.com', note: 'Prefers Ana' }]);
    expect(noted.lines).toEqual([
      {
        line: 2,
        action: 'update',
        name: 'Rita Regular',
        customerId: 'c-regular',
        changes: [{ field: 'note', from: 'Allergic to ammonia', to: 'Prefers Ana' }],
      },
    ]);
    expect(noted).toMatchObject({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
  });

  it('keeps the birthday of a first line when a repeated line has none', () => {
    const result = plan([
      { line: 2, name: 'Cora New', email: 'cora@example.com', birthday: '1990-02-03' },
      { line: 3, name: 'Cora New', email: 'cora@example.com' },
    ]);
    expect(result.lines[0]).toEqual({
      line: 2,
      action: 'create',
      name: 'Cora New',
      values: [
        { field: 'name', from: null, to: 'Cora New' },
        { field: 'email', from: null, to: 'cora@example.com' },
        { field: 'birthday', from: null, to: '1990-02-03' },
      ],
    });
    expect(result.lines[1]).toMatchObject({ line: 3, action: 'skip', reason: 'repeatsLine', otherLine: 2 });
    expect(result).toMatchObject({ created: 1, updated: 0, skipped: 1 });
  });

  it('merges what a later line adds about the same customer, and skips one that contradicts', () => {
    const result = plan([
      { line: 2, name: 'Cora New', email: 'cora@example.com', birthday: '1990-02-03' },
      { line: 3, name: 'Cora New', email: 'cora@example.com', phone: '+4917000000' },
      { line: 4, name: 'Cora New', email: 'cora@example.com', birthday: '1991-02-03' },
      { line: 5, name: 'Rita Regular', email: 'rita@example.com', note: 'Prefers Ana' },
      { line: 6, name: 'Rita Regular', phone: '+4915112345678', birthday: '1980-04-02' },
    ]);
    const [create, merge, conflict, update, merged] = result.lines;
    expect(create).toMatchObject({ action: 'create' });
    expect(create?.action === 'create' && create.values.map((v) => v.field)).toEqual([
      'name',
      'email',
      'birthday',
      'phone',
    ]);
    expect(merge).toMatchObject({ action: 'merge', otherLine: 2, changes: [{ field: 'phone' }] });
    expect(conflict).toMatchObject({
      action: 'skip',
      reason: 'conflictsWithLine',
      otherLine: 2,
      field: 'birthday',
    });
    // The regular, found by e-mail on line 5 and by phone on line 6: one update with both changes.
    expect(update).toMatchObject({
      action: 'update',
      customerId: 'c-regular',
      changes: [
        { field: 'note', to: 'Prefers Ana' },
        { field: 'birthday', from: '1980-04-01', to: '1980-04-02' },
      ],
    });
    expect(merged).toMatchObject({ action: 'merge', otherLine: 5 });
    expect(result).toMatchObject({ created: 1, updated: 1, skipped: 1 });
  });

  it('finds a customer without an e-mail by phone, and adds the e-mail a line gives', () => {
    expect(plan([{ line: 2, name: 'walter walk-in', phone: '+4930555000' }]).lines[0]).toMatchObject({
      action: 'unchanged',
      customerId: 'c-walkin',
    });
    expect(
      plan([{ line: 2, name: 'Walter Walk-in', phone: '+4930555000', email: 'walter@example.com' }]).lines[0],
    ).toMatchObject({
      action: 'update',
      customerId: 'c-walkin',
      changes: [{ field: 'email', from: null, to: 'walter@example.com' }],
    });
  });

  it('reports likely duplicates instead of creating them', () => {
    const result = plan([
      // Walter's phone, another name.
      { line: 2, name: 'Wanda Other', phone: '+4930555000' },
      // A new address with Rita's phone.
      { line: 3, name: 'Rita Regular', email: 'rita.new@example.com', phone: '+4915112345678' },
      // Rita's address with Walter's phone.
      { line: 4, name: 'Rita Regular', email: 'rita@example.com', phone: '+4930555000' },
      // No contact, and the name of a customer: a different birthday makes it a question, not an update.
      { line: 5, name: 'Nora Nocontact', birthday: '1991-01-01' },
    ]);
    expect(result.lines.map((l) => l.action === 'skip' && [l.reason, l.customerId])).toEqual([
      ['phoneHasOtherName', 'c-walkin'],
      ['phoneHasOtherEmail', 'c-regular'],
      ['emailPhoneConflict', 'c-walkin'],
      ['sameName', 'c-nocontact'],
    ]);
    expect(result).toMatchObject({ created: 0, updated: 0, skipped: 4 });
  });

  it('refuses to pick one of several customers sharing a phone, unless the name tells', () => {
    const sister = { ...walkIn, id: 'c-sister', name: 'Wilma Walk-in' };
    expect(
      plan([{ line: 2, name: 'Wilma Walk-in', phone: '+4930555000', note: 'x' }], [walkIn, sister]).lines[0],
    ).toMatchObject({ action: 'update', customerId: 'c-sister' });
    expect(
      plan([{ line: 2, name: 'Wim Walk-in', phone: '+4930555000' }], [walkIn, sister]).lines[0],
    ).toMatchObject({
      action: 'skip',
      reason: 'phoneShared',
    });
  });

  it('creates a customer with no contact once, and knows them again by name', () => {
    const result = plan([
      { line: 2, name: 'Zoe Zero' },
      { line: 3, name: 'zoe  zero' },
      { line: 4, name: 'Nora Nocontact', birthday: '1990-01-01' },
    ]);
    expect(result.lines.map((l) => l.action)).toEqual(['create', 'skip', 'unchanged']);
    expect(result.lines[1]).toMatchObject({ reason: 'repeatsLine', otherLine: 2 });
  });

  it('changes nothing when the salon’s own customers come back as they are', () => {
    const rows = known.map((c, i): ImportRow => {
      const row: ImportRow = { line: i + 2, name: c.name };
      for (const field of ['email', 'phone', 'birthday', 'note'] as const) {
        const value = c[field];
        if (value !== null) row[field] = value;
      }
      return row;
    });
    const result = plan(rows);
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 3, skipped: 0, errors: 0 });
  });

  it('lists unreadable lines in their place, and changes none of its inputs', () => {
    const rows = Object.freeze([Object.freeze({ line: 3, name: 'Ida New', email: 'ida@example.com' })]);
    const customers = Object.freeze(known.map((c) => Object.freeze({ ...c })));
    const result = planImport(
      rows,
      [{ line: 2, message: 'email: Must be a valid e-mail address' }],
      customers,
    );
    expect(result.lines.map((l) => [l.line, l.action])).toEqual([
      [2, 'error'],
      [3, 'create'],
    ]);
    expect(result.errors).toBe(1);
  });
});
