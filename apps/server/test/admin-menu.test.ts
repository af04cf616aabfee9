import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let other: Salon;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'menu');
  other = await createSalon(t.app, 'other');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, path: string, payload?: object, cookie = salon.cookie) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${cookie === other.cookie ? other.shopId : salon.shopId}${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const paths = (res: LightMyRequestResponse) =>
  (res.json().error?.details ?? []).map((d: { path: string }) => d.path);
const at = (date: string, time: string) => `${date}T${time}:00.000+01:00`;
const ana = () => salon.stylists[0]?.id as string;
const ben = () => salon.stylists[1]?.id as string;
const cleo = () => salon.stylists[2]?.id as string;
const byStylist = (a: { stylistId: string }, b: { stylistId: string }) =>
  a.stylistId.localeCompare(b.stylistId);

async function publicStarts(serviceId: string, date: string, stylist = 'any'): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/shops/${salon.subdomain}/availability?services=${serviceId}&from=${date}&to=${date}&stylist=${stylist}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().days[0].slots.map((s: { start: string }) => s.start);
}
async function publicService(name: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` });
  return res.json().services.find((s: { name: string }) => s.name === name) as
    | { id: string; stylistIds: string[]; price: { amount: number } }
    | undefined;
}

describe('categories', () => {
  it('creates, lists, changes and removes a category; its services stay, uncategorised', async () => {
    const created = await api('POST', '/categories', {
      name: 'Nails',
      description: 'Hands and feet',
      displayOrder: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const nails = created.json();
    expect(nails).toEqual({
      id: expect.any(String),
      name: 'Nails',
      description: 'Hands and feet',
      displayOrder: 2,
    });

    const list = (await api('GET', '/categories')).json();
    expect(list.items.map((c: { name: string }) => c.name)).toEqual(['Hair', 'Nails']);
    expect(list.total).toBe(2);

    const renamed = await api('PATCH', `/categories/${nails.id}`, { name: 'Nails & feet', displayOrder: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: nails.id, name: 'Nails & feet', displayOrder: 1 });

    const manicure = await api('POST', '/services', {
      name: 'Manicure',
      categoryId: nails.id,
      durationMinutes: 30,
      price: { amount: 2500, currency: 'EUR' },
      stylists: [{ stylistId: ana() }],
    });
    expect(manicure.json().categoryId).toBe(nails.id);

    const removed = await api('DELETE', `/categories/${nails.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await api('GET', '/categories')).json().items.map((c: { name: string }) => c.name)).toEqual([
      'Hair',
    ]);
    const kept = await api('GET', `/services/${manicure.json().id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Manicure', categoryId: null });
    expect((await api('DELETE', `/categories/${nails.id}`)).statusCode).toBe(404);
  });

  it('changes only the fields a PATCH sends', async () => {
    const extras = (
      await api('POST', '/categories', { name: 'Extras', description: 'Little things', displayOrder: 4 })
    ).json();
    const res = await api('PATCH', `/categories/${extras.id}`, { name: 'Add-ons' });
    expect(res.statusCode).toBe(200);
    // A rename must not move the category to the top of the menu.
    expect(res.json()).toEqual({
      id: extras.id,
      name: 'Add-ons',
      description: 'Little things',
      displayOrder: 4,
    });
  });
});

describe('services', () => {
  let fringeId = '';

  it('creates a service with per-stylist length and price and shows them', async () => {
    const res = await api('POST', '/services', {
      name: 'Fringe',
      description: 'Quick fringe trim',
      categoryId: salon.categoryId,
      durationMinutes: 30,
      price: { amount: 1500, currency: 'EUR' },
      displayOrder: 3,
      stylists: [{ stylistId: ana(), durationMinutes: 60, priceAmount: 2500 }, { stylistId: ben() }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const fringe = res.json();
    fringeId = fringe.id;
    expect(fringe).toMatchObject({
      name: 'Fringe',
      description: 'Quick fringe trim',
      categoryId: salon.categoryId,
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      price: { amount: 1500, currency: 'EUR' },
      paymentPolicy: null,
      bookableOnline: true,
      active: true,
      displayOrder: 3,
    });
    expect([...fringe.stylists].sort(byStylist)).toEqual(
      [
        { stylistId: ana(), durationMinutes: 60, priceAmount: 2500 },
        { stylistId: ben(), durationMinutes: null, priceAmount: null },
      ].sort(byStylist),
    );

    const one = await api('GET', `/services/${fringe.id}`);
    expect(one.statusCode).toBe(200);
    expect({ ...one.json(), stylists: [...one.json().stylists].sort(byStylist) }).toEqual({
      ...fringe,
      stylists: [...fringe.stylists].sort(byStylist),
    });

    const list = (await api('GET', '/services')).json();
    expect(list.items.map((s: { name: string }) => s.name).sort()).toEqual([
      'Beard',
      'Colour',
      'Cut',
      'Fringe',
      'Manicure',
      'Staff only',
    ]);
    expect(list.total).toBe(6);
  });

  it('applies the per-stylist length and price to what is offered and booked', async () => {
    // Ana takes 60 min: her last start is 17:00; Ben takes the standard 30 min: 17:30.
    const anaStarts = await publicStarts(fringeId, '2026-11-24', ana());
    const benStarts = await publicStarts(fringeId, '2026-11-24', ben());
    expect(anaStarts.at(-1)).toBe(at('2026-11-24', '17:00'));
    expect(benStarts.at(-1)).toBe(at('2026-11-24', '17:30'));
    expect(anaStarts).toContain(at('2026-11-24', '12:00'));
    expect(anaStarts).not.toContain(at('2026-11-24', '12:15'));
    expect(benStarts).toContain(at('2026-11-24', '12:30'));

    const withAna = await api('POST', '/appointments', {
      services: [fringeId],
      start: at('2026-11-25', '09:00'),
      stylist: ana(),
    });
    expect(withAna.statusCode, withAna.body).toBe(201);
    expect(withAna.json()).toMatchObject({
      end: at('2026-11-25', '10:00'),
      price: { amount: 2500, currency: 'EUR' },
    });
    const withBen = await api('POST', '/appointments', {
      services: [fringeId],
      start: at('2026-11-25', '09:00'),
      stylist: ben(),
    });
    expect(withBen.json()).toMatchObject({
      end: at('2026-11-25', '09:30'),
      price: { amount: 1500, currency: 'EUR' },
    });
  });

  it('replaces who performs a service when `stylists` is patched', async () => {
    const res = await api('PATCH', `/services/${fringeId}`, {
      stylists: [{ stylistId: cleo(), priceAmount: 1800 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stylists).toEqual([{ stylistId: cleo(), durationMinutes: null, priceAmount: 1800 }]);
    expect((await api('GET', `/services/${fringeId}`)).json().stylists).toEqual([
      { stylistId: cleo(), durationMinutes: null, priceAmount: 1800 },
    ]);
    expect((await publicService('Fringe'))?.stylistIds).toEqual([cleo()]);
    expect(await publicStarts(fringeId, '2026-11-24', ana())).toEqual([]);
    expect(await publicStarts(fringeId, '2026-11-24', cleo())).toContain(at('2026-11-24', '10:00'));
  });

  it('changes name and price and removes a service', async () => {
    const res = await api('PATCH', `/services/${fringeId}`, {
      name: 'Fringe trim',
      price: { amount: 1600, currency: 'EUR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: fringeId,
      name: 'Fringe trim',
      price: { amount: 1600, currency: 'EUR' },
    });

    const removed = await api('DELETE', `/services/${fringeId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    const gone = await api('GET', `/services/${fringeId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('NotFound');
    expect((await api('GET', '/services')).json().items.map((s: { id: string }) => s.id)).not.toContain(
      fringeId,
    );
    expect(await publicService('Fringe trim')).toBeUndefined();
    expect((await api('DELETE', `/services/${fringeId}`)).statusCode).toBe(404);
  });

  it('changes only the fields a PATCH sends: a rename keeps stylists, buffers and visibility', async () => {
    const created = (
      await api('POST', '/services', {
        name: 'Blow-dry',
        categoryId: salon.categoryId,
        durationMinutes: 40,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 10,
        price: { amount: 3000, currency: 'EUR' },
        displayOrder: 5,
        stylists: [{ stylistId: ana(), durationMinutes: 50 }],
      })
    ).json();
    const res = await api('PATCH', `/services/${created.id}`, { description: 'With a round brush' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...created, description: 'With a round brush' });
    // Renaming a service on the menu must not take it off the booking page.
    await api('PATCH', `/services/${created.id}`, { name: 'Blow-dry & style' });
    expect((await publicService('Blow-dry & style'))?.stylistIds).toEqual([ana()]);

    const hidden = await api('PATCH', `/services/${salon.services.hidden}`, {
      price: { amount: 500, currency: 'EUR' },
    });
    expect(hidden.json()).toMatchObject({ bookableOnline: false, price: { amount: 500 } });
    expect(await publicService('Staff only')).toBeUndefined();
  });
});

describe('menu validation', () => {
  const valid = () => ({
    name: 'Gloss',
    categoryId: salon.categoryId,
    durationMinutes: 30,
    price: { amount: 2000, currency: 'EUR' },
    stylists: [{ stylistId: ana() }],
  });

  it('refuses a bad service with the field that is wrong, and creates nothing', async () => {
    const before = (await api('GET', '/services')).json().total;
    const otherStylist = other.stylists[0]?.id as string;
    const cases: [object, string][] = [
      [{ ...valid(), durationMinutes: 0 }, 'body.durationMinutes'],
      [{ ...valid(), durationMinutes: 721 }, 'body.durationMinutes'],
      [{ ...valid(), price: { amount: 2000, currency: 'eur' } }, 'body.price.currency'],
      [{ ...valid(), price: { amount: -1, currency: 'EUR' } }, 'body.price.amount'],
      [{ ...valid(), name: '  ' }, 'body.name'],
      [{ ...valid(), stylists: [{ stylistId: otherStylist }] }, 'body.stylists'],
      [{ ...valid(), stylists: [{ stylistId: ana() }, { stylistId: otherStylist }] }, 'body.stylists'],
      [
        { ...valid(), stylists: [{ stylistId: ana(), durationMinutes: 4 }] },
        'body.stylists.0.durationMinutes',
      ],
      [{ ...valid(), stylists: [{ stylistId: 'ana' }] }, 'body.stylists.0.stylistId'],
      [{ ...valid(), categoryId: other.categoryId }, 'body.categoryId'],
    ];
    for (const [payload, path] of cases) {
      const res = await api('POST', '/services', payload);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('ValidationError');
      expect(paths(res), JSON.stringify(payload)).toContain(path);
    }
    expect((await api('GET', '/services')).json().total).toBe(before);
  });

  it('refuses a bad change and leaves the service as it was', async () => {
    const before = (await api('GET', `/services/${salon.services.cut}`)).json();
    const cases: [object, string][] = [
      [{ durationMinutes: 0 }, 'body.durationMinutes'],
      [{ durationMinutes: 721 }, 'body.durationMinutes'],
      [{ price: { amount: 100, currency: 'eur' } }, 'body.price.currency'],
      [{ stylists: [{ stylistId: other.stylists[1]?.id }] }, 'body.stylists'],
      [{ categoryId: other.categoryId }, 'body.categoryId'],
    ];
    for (const [payload, path] of cases) {
      const res = await api('PATCH', `/services/${salon.services.cut}`, payload);
      expect(res.statusCode, path).toBe(400);
      expect(paths(res)).toContain(path);
    }
    const after = (await api('GET', `/services/${salon.services.cut}`)).json();
    expect(after).toEqual(before);
    expect(after.stylists).toHaveLength(3);
  });

  it('names the id that is not a uuid', async () => {
    for (const [method, path] of [
      ['GET', '/services/not-a-uuid'],
      ['PATCH', '/services/123'],
      ['DELETE', '/services/nope'],
      ['PATCH', '/categories/nope'],
      ['DELETE', '/categories/nope'],
    ] as const) {
      const res = await api(method, path, method === 'PATCH' ? { name: 'X' } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(paths(res)).toEqual(['params.id']);
    }
  });

  it("answers 404 for another shop's service or category, shows nothing of it and changes nothing", async () => {
    const theirs = [other.services.cut, other.services.color, other.categoryId];
    for (const [method, path, payload] of [
      ['GET', `/services/${other.services.color}`],
      ['PATCH', `/services/${other.services.color}`, { name: 'Stolen' }],
      ['DELETE', `/services/${other.services.cut}`],
      ['PATCH', `/categories/${other.categoryId}`, { name: 'Stolen' }],
      ['DELETE', `/categories/${other.categoryId}`],
    ] as const) {
      const res = await api(method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(Object.keys(res.json())).toEqual(['error']);
      expect(res.json().error.code).toBe('NotFound');
      for (const id of theirs) expect(res.body).not.toContain(id);
      expect(res.body).not.toContain('Colour');
    }
    const mine = (await api('GET', '/services')).json().items.map((s: { id: string }) => s.id);
    for (const id of theirs) expect(mine).not.toContain(id);

    const theirService = await api('GET', `/services/${other.services.color}`, undefined, other.cookie);
    expect(theirService.json()).toMatchObject({ name: 'Colour', price: { amount: 9000 } });
    expect((await api('GET', `/services/${other.services.cut}`, undefined, other.cookie)).statusCode).toBe(
      200,
    );
    expect((await api('GET', '/categories', undefined, other.cookie)).json().items).toEqual([
      expect.objectContaining({ id: other.categoryId, name: 'Hair' }),
    ]);
  });
});

describe('removing a service', () => {
  it("keeps past appointments' service name and price", async () => {
    const perm = (
      await api('POST', '/services', {
        name: 'Perm',
        categoryId: salon.categoryId,
        durationMinutes: 60,
        price: { amount: 7000, currency: 'EUR' },
        stylists: [{ stylistId: ana(), priceAmount: 7500 }],
      })
    ).json();
    // A visit last Friday, entered afterwards by the salon, then marked done.
    const booked = await api('POST', '/appointments', {
      services: [perm.id],
      start: '2026-11-20T10:00:00+01:00',
      stylist: ana(),
      customer: { name: 'Paula Past' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id;
    expect((await api('POST', `/appointments/${id}/complete`, {})).json().status).toBe('completed');

    expect((await api('DELETE', `/services/${perm.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/services/${perm.id}`)).statusCode).toBe(404);

    const after = await api('GET', `/appointments/${id}`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({
      status: 'completed',
      start: at('2026-11-20', '10:00'),
      end: at('2026-11-20', '11:00'),
      price: { amount: 7500, currency: 'EUR' },
      customer: { name: 'Paula Past' },
      items: [
        { serviceId: null, serviceName: 'Perm', stylistId: ana(), price: { amount: 7500, currency: 'EUR' } },
      ],
    });
    const list = (await api('GET', '/appointments?from=2026-11-20&to=2026-11-20')).json();
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([id]);
    expect(list.items[0].items[0].serviceName).toBe('Perm');
  });
});
