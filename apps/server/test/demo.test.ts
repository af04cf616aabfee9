import { sql } from '@salon/db';
import { normalisePhone } from '@salon/domain/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers, demoServiceFor } from '../src/demo/demo-salon-data.ts';
import { seedDemo, seedDemoOnFirstStart } from '../src/demo/seed-demo.ts';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo salon', () => {
  it('is created on the first start on the embedded database only', async () => {
    const result = await seedDemoOnFirstStart(t.ctx, 'demo password');
    expect(result.created).toBe(t.ctx.dbKind === 'pglite');
  });

  it('lets the owner sign in to the demo shop in Europe/Berlin, and is made once', async () => {
    await seedDemo(t.ctx, 'demo password');
    const { session } = await signIn(t.app, 'owner@demo.salon', 'demo password');
    expect(session.shops).toEqual([
      expect.objectContaining({ subdomain: 'demo', timeZone: 'Europe/Berlin', role: 'ROLE_SHOP_ADMIN' }),
    ]);
    expect(await seedDemo(t.ctx, 'other password')).toEqual({ created: false });
    expect(await seedDemoOnFirstStart(t.ctx, undefined)).toEqual({ created: false });
  });

  it('has its deposits as the services’ own payment policies', async () => {
    const { session, cookie } = await signIn(t.app, 'owner@demo.salon', 'demo password');
    const services = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/shops/${session.shops[0].id}/services`,
        headers: { cookie },
      })
    ).json().items as { name: string; paymentPolicy: unknown }[];
    const withPolicy = services.filter((s) => s.paymentPolicy !== null);
    expect(Object.fromEntries(withPolicy.map((s) => [s.name, s.paymentPolicy]))).toEqual({
      'Full colour': { mode: 'deposit', depositKind: 'fixed', depositValue: 2000 },
      Highlights: { mode: 'deposit', depositKind: 'fixed', depositValue: 3000 },
    });
  });

  it('generates a password when none is given and shows it once', async () => {
    const other = await createTestApp();
    try {
      const result = await seedDemo(other.ctx, undefined);
      expect(result.generatedPassword).toMatch(/^[\w-]{12}$/);
      await signIn(other.app, 'owner@demo.salon', result.generatedPassword ?? '');
    } finally {
      await other.close();
    }
  });
});

describe('demo salon contents', () => {
  it('has a menu, a team with hours, weeks of appointments, and takes a guest booking', async () => {
    const other = await createTestApp({ rateLimits: { bookingPerIp: { limit: 100, windowSeconds: 60 } } });
    try {
      await seedDemo(other.ctx, 'demo password');
      const page = (await other.app.inject({ method: 'GET', url: '/api/public/shops/demo' })).json();
      expect(page.shop).toMatchObject({
        timeZone: 'Europe/Berlin',
        allowGuests: true,
        requiresApproval: false,
      });
      expect(page.categories).toHaveLength(3);
      expect(page.services).toHaveLength(10);
      expect(page.stylists.map((s: { name: string }) => s.name)).toEqual(['Lena', 'Marco', 'Sofia', 'Jonas']);

      const { session, cookie } = await signIn(other.app, 'owner@demo.salon', 'demo password');
      const shopId = session.shops[0].id;
      const today = new Date();
      const iso = (d: Date) => d.toISOString().slice(0, 10);
      const list = (from: Date, to: Date) =>
        other.app.inject({
          method: 'GET',
          url: `/api/admin/shops/${shopId}/appointments?from=${iso(from)}&to=${iso(to)}`,
          headers: { cookie },
        });
      const past = (
        await list(new Date(today.getTime() - 14 * 864e5), new Date(today.getTime() - 864e5))
      ).json();
      const coming = (
        await list(new Date(today.getTime() + 864e5), new Date(today.getTime() + 21 * 864e5))
      ).json();
      expect(past.total).toBeGreaterThan(50);
      expect(coming.total).toBeGreaterThan(50);
      expect(new Set(past.items.map((a: { status: string }) => a.status))).toContain('completed');

      const cut = page.services.find((s: { name: string }) => s.name === 'Men’s cut');
      const from = iso(new Date(today.getTime() + 2 * 864e5));
      const to = iso(new Date(today.getTime() + 9 * 864e5));
      const availability = (
        await other.app.inject({
          method: 'GET',
          url: `/api/public/shops/demo/availability?services=${cut.id}&from=${from}&to=${to}`,
        })
      ).json();
      const slot = availability.days.flatMap((d: { slots: unknown[] }) => d.slots)[0] as { start: string };
      expect(slot).toBeDefined();
      const booking = await other.app.inject({
        method: 'POST',
        url: '/api/public/shops/demo/bookings',
        payload: {
          services: [cut.id],
          start: slot.start,
          stylist: 'any',
          customer: { name: 'Try Out', email: 'try@example.com', phone: '+351 912 345 678' },
        },
      });
      expect(booking.statusCode, booking.body).toBe(201);
      expect(booking.json().booking.status).toBe('confirmed');
    } finally {
      await other.close();
    }
  });
});

describe('demo salon customers', () => {
  it('have real-looking numbers in E.164 and get only the services that suit them', async () => {
    const other = await createTestApp();
    try {
      await seedDemo(other.ctx, 'demo password');
      const rows = await queryRows<{
        name: string;
        email: string | null;
        phone: string | null;
        note: string | null;
      }>(
        other.ctx.db,
        sql`select c.name, c.email, c.phone, c.note from customers c join shops s on s.id = c.shop_id
              where s.subdomain = 'demo' order by c.name`,
      );
      expect(rows).toHaveLength(demoCustomers.length);
      for (const row of rows) {
        expect(row.phone, row.name).toMatch(/^\+[1-9]\d{7,14}$/);
        const read = normalisePhone(row.phone ?? '', 'DE');
        expect(read, row.name).toEqual({ ok: true, e164: row.phone });
      }
      // Germans have German mobiles; a child is reached on a parent's number, noted as such.
      expect(rows.find((r) => r.name === 'Lukas Schmidt')?.phone).toMatch(/^\+491[567]/);
      expect(rows.find((r) => r.name === 'Inês Costa')?.phone).toMatch(/^\+3519/);
      const emil = rows.find((r) => r.name === 'Emil Becker');
      expect(emil).toMatchObject({ email: null, note: 'Child, booked by Anna Becker' });
      expect(emil?.phone).toBe(rows.find((r) => r.name === 'Anna Becker')?.phone);

      const visits = await queryRows<{ customer: string; service: string }>(
        other.ctx.db,
        sql`select c.name as customer, i.service_name as service
              from appointment_items i join appointments a on a.id = i.appointment_id
              join customers c on c.id = a.customer_id join shops s on s.id = a.shop_id
              where s.subdomain = 'demo'`,
      );
      expect(visits.length).toBeGreaterThan(100);
      const kindOf = new Map(demoCustomers.map((c) => [c.name, c.kind]));
      const serviceKinds = {
        'Beard trim': demoServiceFor.beard,
        'Men’s cut': demoServiceFor.mens,
        'Kids’ cut (under 12)': demoServiceFor.kids,
        'Women’s cut & blow-dry': demoServiceFor.womens,
        Highlights: demoServiceFor.highlights,
      } as Record<string, readonly string[]>;
      for (const visit of visits) {
        const allowed = serviceKinds[visit.service];
        if (allowed)
          expect(allowed, `${visit.service} for ${visit.customer}`).toContain(kindOf.get(visit.customer));
      }
      expect(
        visits.filter((v) => v.service === 'Beard trim').every((v) => kindOf.get(v.customer) === 'man'),
      ).toBe(true);
      expect(visits.some((v) => v.service === 'Kids’ cut (under 12)')).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('demo salon, as its customers see it', () => {
  it('shows reviews on the booking page and gives a regular an account with points', async () => {
    const other = await createTestApp();
    try {
      await seedDemo(other.ctx, 'demo password');
      const page = (await other.app.inject({ method: 'GET', url: '/api/public/shops/demo' })).json();
      expect(page.reviews.count).toBeGreaterThanOrEqual(5);
      expect(page.reviews.average).toBeGreaterThan(4);
      expect(page.reviews.latest.length).toBeGreaterThan(0);

      const { session } = await signIn(other.app, 'customer@demo.salon', 'demo password');
      expect(session.user).toMatchObject({ name: 'Anna Becker', roles: ['ROLE_CUSTOMER'] });
      const [balance] = await queryRows<{ balance: number; entries: number }>(
        other.ctx.db,
        sql`select b.balance, (select count(*)::int from loyalty_entries e where e.customer_id = c.id) as entries
              from customers c join loyalty_balances b on b.customer_id = c.id
             where c.email = 'customer@demo.salon'`,
      );
      expect(balance?.entries).toBeGreaterThan(0);
      expect(balance?.balance).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
