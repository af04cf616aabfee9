import { sql } from '@salon/db';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { addTeamMember, createTestApp, signIn, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// A clock that moves a second per look, so that imports are told apart by time as they would be.
const start = Date.parse('2026-11-23T07:00:00Z');
let ticks = 0;
const clock = () => new Date(start + ticks++ * 1000);
let t: TestApp;
let salon: Salon;
let staffCookie = '';
let readOnlyCookie = '';

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  payload?: object | string,
  shopId = salon.shopId,
) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${shopId}${path}`,
    headers: { cookie, ...(typeof payload === 'string' ? { 'content-type': 'text/csv' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
const owner = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object | string) =>
  call(salon.cookie, method, path, payload);

const exportCsv = async (query = '') => {
  const res = await owner('GET', `/customers/export.csv${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const preview = async (csv: string) => {
  const res = await owner('POST', '/customers/import/preview', csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const runImport = async (csv: string, query = '') => {
  const res = await owner('POST', `/customers/import${query}`, csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const customerCount = async () => (await owner('GET', '/customers?pageSize=1')).json().total as number;
const profile = async (id: string) => (await owner('GET', `/customers/${id}`)).json();
const newCustomer = async (body: object) => {
  const res = await owner('POST', '/customers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

let rita = '';
beforeAll(async () => {
  t = await createTestApp({ now: clock });
  salon = await createSalon(t.app, 'imports');
  rita = await newCustomer({ name: 'Rita Regular', email: 'rita@example.com', phone: '+49 151 12345678' });
  await owner('PATCH', `/customers/${rita}`, { birthday: '1980-04-01', note: 'Allergic to ammonia' });
  // Customers without an e-mail, as walk-ins and phone bookings leave them.
  await newCustomer({ name: 'Walter Walk-in', phone: '030 555000' });
  await newCustomer({ name: 'Nora Nocontact' });
  await newCustomer({ name: 'Jörg Umlaut; "Mit" Zeichen', phone: '+43 1 5880' });
  await newCustomer({ name: '=HYPERLINK("http://evil.example")', email: 'mallory@example.com' });
  const noteWithLines = 'Line one, with a comma;\nline two';
  const walter = (await owner('GET', '/customers?q=Walter')).json().items[0].id;
  await owner('PATCH', `/customers/${walter}`, { note: noteWithLines, birthday: '1975-06-30' });
  const booked = await owner('POST', '/appointments', {
    services: [salon.services.cut],
    start: '2026-11-17T10:00:00+01:00',
    stylist: salon.stylists[0]?.id,
    customerId: rita,
  });
  await owner('POST', `/appointments/${booked.json().id}/complete`, {});
  staffCookie = (
    await addTeamMember(t.app, t.ctx, salon, { email: 'stylist-imports@example.com', role: 'ROLE_STAFF' })
  ).cookie;
  readOnlyCookie = (
    await addTeamMember(t.app, t.ctx, salon, {
      email: 'viewer-imports@example.com',
      role: 'ROLE_STAFF',
      readOnly: true,
    })
  ).cookie;
});
afterAll(() => t.close());

describe('customer import', () => {
  it('keeps what the salon has where a cell is empty', async () => {
    const result = await runImport('name,email,phone,birthday,note\r\nRita Regular,rita@example.com,,,\r\n');
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 1, batchId: null });
    expect(await profile(rita)).toMatchObject({
      phone: '+4915112345678',
      birthday: '1980-04-01',
      note: 'Allergic to ammonia',
    });
  });

  it('keeps the birthday of a first line when a repeated line has none', async () => {
    const result = await runImport(
      'name,email,birthday\nCora Twice,cora@example.com,1990-02-03\nCora Twice,cora@example.com,\n',
    );
    expect(result).toMatchObject({ created: 1, updated: 0, skipped: 1 });
    expect(result.lines[1]).toMatchObject({ line: 3, action: 'skip', reason: 'repeatsLine', otherLine: 2 });
    const cora = (await owner('GET', '/customers?q=cora@example.com')).json().items;
    expect(cora).toHaveLength(1);
    expect(cora[0].birthday).toBe('1990-02-03');
  });

  it('previews exactly what the import then does, writing nothing', async () => {
    const before = await exportCsv();
    const file =
      'name,email,phone,note\nIda New,ida@example.com,,\nRita Regular,rita@example.com,,Prefers Ana\nWanda Other,,030 555000,\nBad Bert,not-an-email,,\n';
    const planned = await preview(file);
    expect(planned).toMatchObject({ created: 1, updated: 1, unchanged: 0, skipped: 1 });
    expect(planned.errors).toEqual([{ line: 5, message: expect.stringContaining('email') }]);
    expect(planned.lines.map((l: { line: number; action: string }) => [l.line, l.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'skip'],
      [5, 'error'],
    ]);
    expect(planned.lines[1].changes).toEqual([
      { field: 'note', from: 'Allergic to ammonia', to: 'Prefers Ana' },
    ]);
    // Walter's phone with another name: most likely Walter, so reported, not created.
    expect(planned.lines[2]).toMatchObject({ reason: 'phoneHasOtherName', customerId: expect.any(String) });
    expect(await exportCsv()).toBe(before);

    // Someone edits Rita in between: the previewed import is refused, nothing is written.
    await owner('PATCH', `/customers/${rita}`, { note: 'Allergic to ammonia!' });
    const stale = await owner('POST', `/customers/import?plan=${planned.digest}`, file);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('ImportPreviewOutdated');
    expect((await owner('GET', '/customers?q=ida@example.com')).json().total).toBe(0);
    await owner('PATCH', `/customers/${rita}`, { note: 'Allergic to ammonia' });

    const again = await preview(file);
    expect(again.digest).toBe(planned.digest);
    const done = await runImport(file, `?plan=${again.digest}&fileName=new.csv`);
    expect(done).toMatchObject({ created: 1, updated: 1, skipped: 1, batchId: expect.any(String) });
    expect(done.lines).toEqual(planned.lines);
    expect((await profile(rita)).note).toBe('Prefers Ana');
    expect(await preview(file)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    const undone = await owner('POST', `/customers/imports/${done.batchId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ restored: 1, removed: 1, kept: [] });
    expect(await exportCsv()).toBe(before);
  });

  it('round-trips an export: importing it twice changes and doubles nothing', async () => {
    const before = await exportCsv();
    const count = await customerCount();
    const records: string[][] = parse(before, { bom: true });
    expect(records.length - 1).toBe(count);
    // Customers without an e-mail are there, to be found by phone or by name.
    expect(records.filter((r) => r[1] === '').length).toBeGreaterThanOrEqual(3);

    const first = await preview(before);
    expect(first).toMatchObject({ created: 0, updated: 0, unchanged: count, skipped: 0, errors: [] });
    const imported = await runImport(before);
    expect(imported).toMatchObject({ created: 0, updated: 0, unchanged: count, skipped: 0, batchId: null });
    const second = await runImport(before);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: count, skipped: 0 });
    expect(await customerCount()).toBe(count);
    expect(await exportCsv()).toBe(before);
    console.info(
      `round trip: ${count} customers before, ${await customerCount()} after; ` +
        `each import: ${second.created} created, ${second.updated} updated, ${second.unchanged} unchanged, ${second.skipped} skipped`,
    );
  });

  it('undoes an import without losing anything entered since', async () => {
    const file = [
      'name,email,phone,birthday,note',
      'Ivy Import,ivy@example.com,,,',
      'Jon Import,,+49 171 0000001,,First visit soon',
      'Rita Regular,rita@example.com,,1980-04-02,Prefers Ana',
    ].join('\n');
    const done = await runImport(file, '?fileName=spring.csv');
    expect(done).toMatchObject({ created: 2, updated: 1 });
    const jon = (await owner('GET', '/customers?q=Jon Import')).json().items[0].id;
    // Since the import: Jon books, the salon corrects Rita's birthday by hand.
    const booked = await owner('POST', '/appointments', {
      services: [salon.services.cut],
      start: '2026-11-25T10:00:00+01:00',
      stylist: salon.stylists[0]?.id,
      customerId: jon,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await owner('PATCH', `/customers/${rita}`, { birthday: '1980-04-03' });

    const listed = (await owner('GET', '/customers/imports')).json().items[0];
    expect(listed).toMatchObject({
      id: done.batchId,
      fileName: 'spring.csv',
      created: 2,
      updated: 1,
      undoneAt: null,
    });

    const undo = await call(staffCookie, 'POST', `/customers/imports/${done.batchId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({
      restored: 1,
      removed: 1,
      kept: [
        { customerId: rita, name: 'Rita Regular', reason: 'changedSince', fields: ['birthday'] },
        { customerId: jon, name: 'Jon Import', reason: 'inUse', fields: [] },
      ],
    });
    expect(await profile(rita)).toMatchObject({ note: 'Allergic to ammonia', birthday: '1980-04-03' });
    expect((await owner('GET', '/customers?q=ivy@example.com')).json().total).toBe(0);
    const kept = await profile(jon);
    expect(kept).toMatchObject({ name: 'Jon Import', note: 'First visit soon' });
    expect(kept.history).toHaveLength(1);

    const twice = await owner('POST', `/customers/imports/${done.batchId}/undo`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ImportAlreadyUndone');
    expect((await owner('GET', '/customers/imports')).json().items[0].undoneAt).toEqual(expect.any(String));
    await owner('PATCH', `/customers/${rita}`, { birthday: '1980-04-01' });
  });

  it('keeps a created customer who was edited since', async () => {
    const done = await runImport('name,email\nKim Import,kim@example.com\n');
    const kim = (await owner('GET', '/customers?q=kim@example.com')).json().items[0].id;
    await owner('PATCH', `/customers/${kim}`, { note: 'Called to book' });
    const undo = (await owner('POST', `/customers/imports/${done.batchId}/undo`)).json();
    expect(undo).toEqual({
      restored: 0,
      removed: 0,
      kept: [{ customerId: kim, name: 'Kim Import', reason: 'changedSince', fields: [] }],
    });
    expect((await profile(kim)).note).toBe('Called to book');
  });

  it('lets staff who add and correct customers import; read-only staff may not', async () => {
    const file = 'name,email\nSally Staff,sally@example.com\n';
    expect((await call(readOnlyCookie, 'POST', '/customers/import/preview', file)).statusCode).toBe(403);
    expect((await call(readOnlyCookie, 'POST', '/customers/import', file)).statusCode).toBe(403);
    expect((await call(readOnlyCookie, 'GET', '/customers/imports')).statusCode).toBe(403);
    const byStaff = await call(staffCookie, 'POST', '/customers/import', file);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().created).toBe(1);
    expect(
      (await call(readOnlyCookie, 'POST', `/customers/imports/${byStaff.json().batchId}/undo`)).statusCode,
    ).toBe(403);
    // The export hands over the whole customer base: the owner's.
    expect((await call(staffCookie, 'GET', '/customers/export.csv')).statusCode).toBe(403);
    // Another shop's import is not found from here.
    const other = await createSalon(t.app, 'imports-other');
    const theirs = await call(other.cookie, 'POST', '/customers/import', 'name\nOlga Other\n', other.shopId);
    const cross = await owner('POST', `/customers/imports/${theirs.json().batchId}/undo`);
    expect(cross.statusCode).toBe(404);
  });

  it('refuses a file without a name column, and one that is not CSV', async () => {
    const noName = await owner('POST', '/customers/import/preview', 'email\nx@example.com\n');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.details[0].path).toBe('body');
    expect((await owner('POST', '/customers/import', 'name\n"unclosed')).statusCode).toBe(400);
  });
});

describe('the demo salon’s customers', () => {
  it('come back from their own export unchanged and undoubled, twice', async () => {
    await seedDemo(t.ctx, 'demo password');
    const { cookie, session } = await signIn(t.app, 'owner@demo.salon', 'demo password');
    const demo = session.shops[0].id as string;
    const exported = async () => (await call(cookie, 'GET', '/customers/export.csv', undefined, demo)).body;
    const total = async () =>
      (await call(cookie, 'GET', '/customers?pageSize=1', undefined, demo)).json().total as number;
    const before = await exported();
    const count = await total();
    const withoutEmail = (parse(before, { bom: true, columns: true }) as { email: string }[]).filter(
      (r) => r.email === '',
    ).length;
    expect(withoutEmail).toBeGreaterThan(0);
    const figures: string[] = [];
    for (const round of [1, 2]) {
      const planned = (await call(cookie, 'POST', '/customers/import/preview', before, demo)).json();
      const done = (
        await call(cookie, 'POST', `/customers/import?plan=${planned.digest}`, before, demo)
      ).json();
      for (const answer of [planned, done]) {
        expect(answer).toMatchObject({ created: 0, updated: 0, unchanged: count, skipped: 0, errors: [] });
      }
      figures.push(
        `import ${round}: ${done.created} created, ${done.updated} updated, ${done.unchanged} unchanged, ${done.skipped} skipped`,
      );
    }
    expect(await total()).toBe(count);
    expect(await exported()).toBe(before);
    console.info(
      `demo round trip: ${count} customers (${withoutEmail} without e-mail) before, ${await total()} after; ${figures.join('; ')}; export byte for byte the same`,
    );
  });
});

describe('customer export', () => {
  it('writes a BOM, CRLF and the salon language’s separator and decimal mark', async () => {
    const english = await exportCsv();
    expect(
      english.startsWith('\uFEFFname,email,phone,birthday,note,visits,no_shows,spend (EUR),last_visit\r\n'),
    ).toBe(true);
    expect(english).toContain('Rita Regular,rita@example.com,');
    expect(english).toMatch(/,45\.00,/);
    // Rows end in CRLF: read with nothing else as a row's end, every row still has its nine cells.
    const crlf: string[][] = parse(english, { bom: true, record_delimiter: '\r\n' });
    expect(crlf.every((r) => r.length === 9)).toBe(true);
    expect(crlf.some((r) => r[4] === 'Line one, with a comma;\nline two')).toBe(true);
    expect(english).toContain('Jörg Umlaut');

    await owner('PATCH', '', { locale: 'de' });
    try {
      const german = await exportCsv();
      expect(
        german.startsWith('\uFEFFname;email;phone;birthday;note;visits;no_shows;spend (EUR);last_visit\r\n'),
      ).toBe(true);
      expect(german).toMatch(/;45,00;/);
      // A cell with the separator is quoted; a comma is not a separator here.
      expect(german).toContain('"Jörg Umlaut; ""Mit"" Zeichen"');
      const rows: string[][] = parse(german, { bom: true, delimiter: ';' });
      expect(rows[0]).toHaveLength(9);
      expect(rows.slice(1).every((r) => r.length === 9)).toBe(true);
      // The exporter may ask for the other form.
      expect(await exportCsv('?separator=comma')).toBe(english);
      expect((await owner('GET', '/customers/export.csv?separator=tab')).statusCode).toBe(400);
      // A file in the German form, as a German spreadsheet saves it, imports as it is.
      expect(await preview(german)).toMatchObject({ created: 0, updated: 0, skipped: 0, errors: [] });
    } finally {
      await owner('PATCH', '', { locale: 'en' });
    }
  });

  it('writes spend in the currency’s own digits', async () => {
    const setCurrency = (currency: string) =>
      t.ctx.db.execute(sql`update shops set currency = ${currency} where id = ${salon.shopId}`);
    try {
      await setCurrency('JPY');
      // Rita's completed cut: 4500 in minor units, which are whole yen.
      expect(await exportCsv()).toMatch(/spend \(JPY\)[\s\S]*Rita Regular,[^\r\n]*,1,0,4500,/);
      await setCurrency('BHD');
      expect(await exportCsv()).toMatch(/spend \(BHD\)[\s\S]*Rita Regular,[^\r\n]*,1,0,4\.500,/);
    } finally {
      await setCurrency('EUR');
    }
  });
});
