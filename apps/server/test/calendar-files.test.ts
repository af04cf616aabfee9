import { appointments, eq, notificationEvents } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEmail } from '../src/services/notifications/email/compose-email.ts';
import { badlyFoldedLines, longestLine, readCalendar } from './calendar-object.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
/** A service whose name, in the three languages, is long enough to be folded several times. */
let longService = '';

const longName =
  'Coloração completa com madeixas à mão levantada, Strähnchen für Glänzendes Haar & soin kératine réparateur';

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { PUBLIC_URL: 'https://salon.example', MAIL_FROM: 'Salon <no-reply@salon.example>' },
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'ics');
  const headers = { cookie: salon.cookie };
  const base = `/api/admin/shops/${salon.shopId}`;
  const shop = await t.app.inject({
    method: 'PATCH',
    url: base,
    headers,
    payload: {
      name: 'Friseursalon Jörg Müller-Lüdenscheidt & Françoise Éléonore',
      address: 'Große Straße 12, Hinterhof, Aufgang C\n10115 Berlin-Mitte (Prenzlauer Berg, Nähe Bahnhof)',
      phone: '+49 30 1234567',
    },
  });
  expect(shop.statusCode, shop.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: `${base}/services`,
    headers,
    payload: {
      categoryId: salon.categoryId,
      name: longName,
      durationMinutes: 60,
      price: { amount: 12000, currency: 'EUR' },
      stylists: salon.stylists.map((s) => ({ stylistId: s.id })),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  longService = created.json().id;
});
afterAll(() => t.close());

async function book(start: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    payload: {
      services: [longService],
      start,
      stylist: salon.stylists[0]?.id,
      locale: 'pt',
      customer: { name: 'Inês Conceição', email, phone: '+4930123456' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking as { id: string; manageToken: string };
}

/** The mail the newest event of a type for the appointment sends its customer. */
async function mailOf(appointmentId: string, type: string) {
  const events = await t.ctx.db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.appointmentId, appointmentId));
  const event = events.filter((e) => e.type === type).at(-1);
  if (!event?.customerId) throw new Error(`no ${type} event`);
  const mail = await composeEmail(t.ctx, {
    event,
    recipient: { kind: 'customer', customerId: event.customerId },
    now: clock,
  });
  if (!mail) throw new Error(`no ${type} mail`);
  return mail;
}

const calendarOf = (mail: Awaited<ReturnType<typeof mailOf>>) => {
  const file = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) throw new Error(`no calendar object in “${mail.subject}”`);
  return file;
};

const sequenceOf = async (id: string) =>
  (await t.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.calendarSequence;

describe('the calendar objects of a visit', () => {
  it('keep one UID while every change the customer sees raises SEQUENCE, and a cancellation takes it out', async () => {
    const { id, manageToken } = await book('2026-11-25T10:00:00+01:00', 'ines@example.com');
    const uid = `${id}@salon`;

    const created = calendarOf(await mailOf(id, 'CustomerNewAppointment'));
    expect(created.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(readCalendar(created.content)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2026-11-25T09:00:00.000Z',
      // The salon organises under MAIL_FROM's address, the one the mail comes from.
      organizer: {
        address: 'mailto:no-reply@salon.example',
        name: 'Friseursalon Jörg Müller-Lüdenscheidt & Françoise Éléonore',
      },
      // The customer takes part, already agreed: nothing to answer.
      attendee: { address: 'mailto:ines@example.com', rsvp: 'FALSE', partstat: 'ACCEPTED' },
    });
    expect(readCalendar(created.content).prodId).toMatch(/^-\/\/[^/]+\/\/[^/]+\/\/EN$/);

    // A note staff add is not something the customer's calendar shows.
    const noted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${salon.shopId}/appointments/${id}`,
      headers: { cookie: salon.cookie },
      payload: { note: 'Bringt Fotos mit' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(await sequenceOf(id)).toBe(0);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/public/bookings/${manageToken}`,
      payload: { start: '2026-11-26T14:00:00+01:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = calendarOf(await mailOf(id, 'CustomerRescheduleAppointment'));
    expect(readCalendar(rescheduled.content)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      status: 'CONFIRMED',
      start: '2026-11-26T13:00:00.000Z',
    });

    // Staff give the visit to another stylist: the customer's calendar names them.
    const restaffed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${salon.shopId}/appointments/${id}`,
      headers: { cookie: salon.cookie },
      payload: { stylistId: salon.stylists[1]?.id },
    });
    expect(restaffed.statusCode, restaffed.body).toBe(200);
    expect(await sequenceOf(id)).toBe(2);

    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${manageToken}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = await mailOf(id, 'CustomerCancelAppointment');
    const cancel = calendarOf(cancellation);
    expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(readCalendar(cancel.content)).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 3,
      status: 'CANCELLED',
      start: '2026-11-26T13:00:00.000Z',
      attendee: { address: 'mailto:ines@example.com' },
    });
    expect(cancellation.text).toContain('a marcação é retirada do seu calendário');

    // The file behind "Add to calendar" is the same visit at the same SEQUENCE, imported as it is.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/public/bookings/${manageToken}/calendar.ics?lang=de`,
    });
    expect(download.statusCode).toBe(200);
    expect(readCalendar(download.body)).toMatchObject({
      method: null,
      uid,
      sequence: 3,
      status: 'CANCELLED',
      organizer: null,
    });
  });

  it('fold at 75 octets, never inside a character, in German, French and Portuguese', async () => {
    const { id, manageToken } = await book('2026-11-27T10:00:00+01:00', 'dobras@example.com');
    const mailed = calendarOf(await mailOf(id, 'CustomerNewAppointment')).content;
    const files = [mailed];
    for (const lang of ['de', 'fr', 'pt']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/bookings/${manageToken}/calendar.ics?lang=${lang}`,
      });
      expect(res.statusCode).toBe(200);
      files.push(res.body);
    }
    for (const file of files) {
      expect(badlyFoldedLines(file)).toEqual([]);
      expect(longestLine(file)).toBeLessThanOrEqual(75);
      const event = readCalendar(file);
      // Unfolded, the texts are whole again, accents and umlauts included.
      expect(event.summary).toContain(longName);
      expect(event.summary).toContain('Friseursalon Jörg Müller-Lüdenscheidt & Françoise Éléonore');
      expect(event.location).toBe(
        'Große Straße 12, Hinterhof, Aufgang C, 10115 Berlin-Mitte (Prenzlauer Berg, Nähe Bahnhof)',
      );
      expect(Buffer.byteLength(event.summary ?? '', 'utf8')).toBeGreaterThan(150);
    }
    expect(readCalendar(files[1] as string).summary).toContain(' bei ');
    expect(readCalendar(files[2] as string).summary).toContain(' chez ');
  });
});
