import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signUp } from './helpers.ts';

export interface Salon {
  cookie: string;
  shopId: string;
  subdomain: string;
  stylists: { id: string; name: string }[];
  services: Record<'cut' | 'color' | 'beard' | 'hidden', string>;
  categoryId: string;
}

/** A Berlin salon with three stylists working Mon–Sat 09:00–13:00 and 14:00–18:00. */
export async function createSalon(
  app: FastifyInstance,
  key: string,
  options: { requiresApproval?: boolean } = {},
): Promise<Salon> {
  const { cookie } = await signUp(app, `owner-${key}@example.com`);
  const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await app.inject({ method, url, headers: { cookie }, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const shop = await call('POST', '/api/me/shops', {
    name: `Salon ${key}`,
    subdomain: `salon-${key}`,
    timeZone: 'Europe/Berlin',
  });
  const base = `/api/admin/shops/${shop.id}`;
  if (options.requiresApproval) await call('PATCH', `${base}/rules`, { requiresApproval: true });

  const stylists = [];
  for (const name of ['Ana', 'Ben', 'Cleo']) {
    const stylist = await call('POST', `${base}/stylists`, { name });
    const days = [1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      intervals: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    }));
    await call('PUT', `${base}/stylists/${stylist.id}/hours`, { days });
    stylists.push({ id: stylist.id as string, name });
  }
  const category = await call('POST', `${base}/categories`, { name: 'Hair' });
  const all = stylists.map((s) => ({ stylistId: s.id }));
  const service = (body: object) => call('POST', `${base}/services`, { categoryId: category.id, ...body });
  const cut = await service({
    name: 'Cut',
    durationMinutes: 45,
    bufferAfterMinutes: 15,
    price: { amount: 4500, currency: 'EUR' },
    stylists: all,
  });
  const color = await service({
    name: 'Colour',
    durationMinutes: 90,
    price: { amount: 9000, currency: 'EUR' },
    stylists: [{ stylistId: stylists[1]?.id }],
  });
  const beard = await service({
    name: 'Beard',
    durationMinutes: 30,
    price: { amount: 2000, currency: 'EUR' },
    stylists: [{ stylistId: stylists[2]?.id, priceAmount: 2500 }],
  });
  const hidden = await service({
    name: 'Staff only',
    durationMinutes: 30,
    price: { amount: 0, currency: 'EUR' },
    bookableOnline: false,
    stylists: all,
  });
  await call('POST', `${base}/go-live`, {});
  return {
    cookie,
    shopId: shop.id,
    subdomain: shop.subdomain,
    stylists,
    categoryId: category.id,
    services: { cut: cut.id, color: color.id, beard: beard.id, hidden: hidden.id },
  };
}

/**
 * Books through the public page as a guest, with "Anyone" unless a stylist is given; `link` is the
 * booking link (`/b/:alias`) the page was opened through.
 */
export function bookAsGuest(
  app: FastifyInstance,
  salon: Salon,
  start: string,
  guest: { name: string; email: string },
  extra: { services?: string[]; stylist?: string; link?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    payload: {
      services: extra.services ?? [salon.services.cut],
      start,
      stylist: extra.stylist ?? 'any',
      ...(extra.link ? { link: extra.link } : {}),
      customer: { ...guest, phone: '+4930123456' },
    },
  });
}

/** A loyalty programme as salons run one: a point per euro and 10 a visit; 100 points are worth €5.00. */
export const loyaltyProgramme = {
  enabled: true,
  earnMode: 'perCurrencyUnit',
  pointsPerUnit: 1,
  pointsPerVisit: 10,
  redeemPoints: 100,
  redeemAmount: 500,
  minimumRedeemPoints: 100,
  expiryMonths: null as number | null,
};
