import { customers, eq } from '@salon/db';
import { formatLocale, formatMoney } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers.ts';
import { createSalon, loyaltyProgramme, type Salon } from './salon-fixture.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

// Monday 23 November 2026, 08:00 in Berlin; the visits are later in the week.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    now: () => clock,
    env: {
      PUBLIC_URL: 'https://salon.example',
      MAIL_FROM: 'Salon <no-reply@salon.example>',
      SMTP_URL: smtp.url,
    },
  });
  salon = await createSalon(t.app, 'points-mail');
  const on = await admin('PUT', '/loyalty-settings', loyaltyProgramme);
  expect(on.statusCode, on.body).toBe(200);
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

function admin(method: 'POST' | 'PUT', path: string, payload: object) {
  return t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    payload,
  });
}

/** A cut (€45.00) booked on the widget in a language, signed in, with points or without. */
async function book(cookie: string, locale: string, start: string, redeemPoints?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    headers: { cookie },
    payload: {
      services: [salon.services.cut],
      start,
      stylist: 'any',
      locale,
      customer: { phone: '+4930123456' },
      ...(redeemPoints ? { redeemPoints } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking as { id: string; pointsDiscount: unknown };
}

const expected = {
  en: { price: 'Price', points: 'Loyalty points', redeemed: '200 points redeemed', toPay: 'To pay' },
  de: { price: 'Preis', points: 'Treuepunkte', redeemed: '200 Punkte eingelöst', toPay: 'Zu zahlen' },
  fr: {
    price: 'Prix',
    points: 'Points de fidélité',
    redeemed: '200 points utilisés\u202f',
    toPay: 'À payer',
  },
  pt: {
    price: 'Preço',
    points: 'Pontos de fidelidade',
    redeemed: '200 pontos descontados',
    toPay: 'A pagar',
  },
} as const;

describe('the confirmation mail of a booking paid partly with points', () => {
  const days = { en: 24, de: 25, fr: 26, pt: 27 } as const;
  for (const lang of ['en', 'de', 'fr', 'pt'] as const) {
    it(`names the points, their worth and what is left to pay, in ${lang}`, async () => {
      const email = `points-${lang}@example.com`;
      const { cookie } = await signUp(t.app, email, undefined, 'Paula Punkte');
      // The first visit makes the salon's record of her, which the salon then gives points to.
      const first = await book(cookie, lang, `2026-11-${days[lang]}T09:00:00+01:00`);
      const [record] = await t.ctx.db.select().from(customers).where(eq(customers.email, email));
      const gift = await admin('POST', `/customers/${record?.id}/loyalty/adjustments`, {
        points: 300,
        reason: 'Paper card',
      });
      expect(gift.statusCode, gift.body).toBe(201);
      await t.notifications.runRound();
      const [plain] = await smtp.mailsTo(email);
      // Without points the mail names no price, as before.
      // French sets the colon of a detail line apart with a narrow no-break space.
      const colon = lang === 'fr' ? '\u202f: ' : ': ';
      expect(plain?.text).not.toContain(`${expected[lang].points}${colon}`);
      expect(first.pointsDiscount).toBeNull();

      const booking = await book(cookie, lang, `2026-11-${days[lang]}T11:00:00+01:00`, 200);
      expect(booking.pointsDiscount).toEqual({ points: 200, amount: { amount: 1000, currency: 'EUR' } });
      await t.notifications.runRound();
      const mails = await smtp.mailsTo(email);
      expect(mails).toHaveLength(2);
      const mail = mails[1];
      // Amounts read as the language writes them in the salon's country (Berlin: Portuguese as in
      // Portugal, "45,00 €", not Brazil's "€ 45,00").
      const money = (minor: number) => formatMoney(minor, 'EUR', formatLocale(lang, 'DE'));
      const words = expected[lang];
      const lines = [
        `${words.price}${colon}${money(4500)}`,
        `${words.points}${colon}${words.redeemed}: −${money(1000)}`,
        `${words.toPay}${colon}${money(3500)}`,
      ];
      expect(mail?.text).toContain(lines.join('\n'));
      for (const value of [money(4500), `${words.redeemed}: −${money(1000)}`, money(3500)])
        expect(mail?.html).toContain(value);
    });
  }
});
