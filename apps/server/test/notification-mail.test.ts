import { and, customers, eq, mailOutbox, notificationEvents, shops, sql } from '@salon/db';
import type { CustomerNotificationType } from '@salon/domain';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/infra/mailer.ts';
import { type ComposedMail, composeEmail } from '../src/services/notifications/email/compose-email.ts';
import { readCalendar } from './calendar-object.ts';
import { createTestApp, joinShop, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

let clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let smtp: SmtpPeer;
let smtpPort = 0;
let smtpMailer: Mailer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  smtpPort = smtp.port;
  t = await createTestApp({
    now: () => clock,
    env: { PUBLIC_URL: 'https://salon.example', MAIL_FROM: 'Salon <no-reply@salon.example>' },
  });
  smtpMailer = createMailer({
    db: t.ctx.db,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: t.ctx.config.MAIL_FROM,
    log: t.ctx.log,
    metrics: t.ctx.metrics,
  });
  salon = await createSalon(t.app, 'mail');
  await t.ctx.db.execute(
    sql`update shops set address = ${'Hauptstraße 1\n10115 Berlin'}, phone = '+4930123456',
        brand_color = '#aa3355' where id = ${salon.shopId}`,
  );
});

afterAll(async () => {
  smtpMailer.close();
  await t.close();
  await smtp.close();
});

/** Books through the public page in a language; returns the appointment and its customer. */
async function book(locale: string, email: string, start: string, name = 'Anna') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    payload: {
      services: [salon.services.cut],
      start,
      stylist: 'any',
      locale,
      customer: { name, email, phone: '+4930123456' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const appointmentId: string = res.json().booking.id;
  const [customer] = await t.ctx.db.select().from(customers).where(eq(customers.email, email));
  return { appointmentId, customerId: customer?.id as string };
}

let eventCount = 0;
async function raise(
  type: string,
  ids: { appointmentId?: string | null; customerId?: string | null },
  data: Record<string, unknown> = {},
) {
  eventCount += 1;
  const [event] = await t.ctx.db
    .insert(notificationEvents)
    .values({
      shopId: salon.shopId,
      type,
      appointmentId: ids.appointmentId ?? null,
      customerId: ids.customerId ?? null,
      data,
      dedupeKey: `test:${type}:${eventCount}`,
    })
    .returning();
  if (!event) throw new Error('no event');
  return event;
}

async function composeFor(
  type: string,
  who: { appointmentId?: string | null; customerId: string },
  data: Record<string, unknown> = {},
) {
  const event = await raise(type, who, data);
  return composeEmail(t.ctx, {
    event,
    recipient: { kind: 'customer', customerId: who.customerId },
    now: clock,
  });
}

const setCustomer = (id: string, values: Partial<typeof customers.$inferInsert>) =>
  t.ctx.db.update(customers).set(values).where(eq(customers.id, id));

const pathOf = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? '';

let sent = 0;
/**
 * Hands a composed mail to the product's own mailer (as the sender does with a queued one), pointed
 * at the real SMTP peer; returns the message as the peer received it, parsed as a mail program does.
 */
async function sendOverSmtp(mail: ComposedMail) {
  sent += 1;
  const messageId = `<test-${sent}@salon.example>`;
  await smtpMailer.transmit({ ...mail, messageId });
  const raw = smtp.received.find((r) => r.includes(messageId));
  if (!raw) throw new Error(`${messageId} did not arrive`);
  return { raw, parsed: await simpleParser(raw) };
}

/**
 * The calendar object a received mail carries as its text/calendar alternative (what Outlook and
 * Gmail act on), with that part's METHOD; null when it carries none.
 */
function calendarPartOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!part) return null;
  const type = part.headers.get('content-type') as { params: Record<string, string> };
  return { method: type.params.method, text: part.content.toString('utf8') };
}

const words: Record<
  'en' | 'de' | 'fr',
  Record<CustomerNotificationType, { subject: string; text: string }>
> = {
  en: {
    CustomerNewAppointment: { subject: 'Your appointment at', text: 'Your appointment is booked' },
    CustomerRescheduleAppointment: { subject: 'has moved to', text: 'moved to a new time' },
    CustomerCancelAppointment: { subject: 'is cancelled', text: 'has been cancelled' },
    CustomerReminderAppointment: { subject: 'Reminder', text: 'friendly reminder' },
    CustomerReviewAppointment: { subject: 'How was your visit', text: 'Thank you for visiting' },
    CustomerHappyBirthday: { subject: 'Happy birthday', text: 'happy birthday' },
  },
  de: {
    CustomerNewAppointment: { subject: 'Ihr Termin bei', text: 'Ihr Termin ist gebucht' },
    CustomerRescheduleAppointment: { subject: 'verschoben', text: 'auf eine neue Zeit verschoben' },
    CustomerCancelAppointment: { subject: 'abgesagt', text: 'Ihr Termin wurde abgesagt' },
    CustomerReminderAppointment: { subject: 'Erinnerung', text: 'bevorstehenden Termin' },
    CustomerReviewAppointment: { subject: 'Wie war Ihr Besuch', text: 'vielen Dank für Ihren Besuch' },
    CustomerHappyBirthday: { subject: 'Alles Gute zum Geburtstag', text: 'alles Gute zum Geburtstag' },
  },
  fr: {
    CustomerNewAppointment: { subject: 'Votre rendez-vous chez', text: 'Votre rendez-vous est réservé' },
    CustomerRescheduleAppointment: { subject: 'a été déplacé', text: 'déplacé à un nouvel horaire' },
    CustomerCancelAppointment: { subject: 'est annulé', text: 'Votre rendez-vous a été annulé' },
    CustomerReminderAppointment: { subject: 'Rappel', text: 'prochain rendez-vous' },
    CustomerReviewAppointment: {
      subject: 'Comment s’est passée votre visite',
      text: 'Merci de votre visite',
    },
    CustomerHappyBirthday: { subject: 'Joyeux anniversaire', text: 'joyeux anniversaire' },
  },
};
const greeting = { en: 'Hello Anna,', de: 'Hallo Anna,', fr: 'Bonjour Anna,' };
const starts = {
  en: '2026-11-24T10:00:00+01:00',
  de: '2026-11-25T10:00:00+01:00',
  fr: '2026-11-26T10:00:00+01:00',
};

describe('the customer’s language', () => {
  it('is taken from the booking page for a new record; a guest never changes a stored one', async () => {
    const first = await book('fr', 'lang@example.com', '2026-11-27T10:00:00+01:00');
    let [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, first.customerId));
    expect(row?.locale).toBe('fr');
    // Anyone can type Anna's address: her mails stay in her language.
    await book('pt', 'lang@example.com', '2026-11-27T11:00:00+01:00');
    [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, first.customerId));
    expect(row?.locale).toBe('fr');
  });

  it('follows the page a signed-in customer books on, each time', async () => {
    const { cookie } = await signUp(t.app, 'lang-account@example.com', undefined, 'Lena Lang');
    const bookSignedIn = async (locale: string, start: string) => {
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
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.ctx.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'lang-account@example.com'));
      return row?.locale;
    };
    expect(await bookSignedIn('pt', '2026-11-27T14:00:00+01:00')).toBe('pt');
    expect(await bookSignedIn('de', '2026-11-27T15:00:00+01:00')).toBe('de');
  });
});

describe('customer mails', () => {
  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`are written in ${lang} for every customer type, with the salon, the manage and the preferences link`, async () => {
      const who = await book(lang, `anna-${lang}@example.com`, starts[lang]);
      await setCustomer(who.customerId, { marketingConsent: true });
      for (const type of Object.keys(words[lang]) as CustomerNotificationType[]) {
        const mail = await composeFor(type, {
          appointmentId: type === 'CustomerHappyBirthday' ? null : who.appointmentId,
          customerId: who.customerId,
        });
        expect(mail, type).not.toBeNull();
        if (!mail) continue;
        expect(mail.to).toBe(`anna-${lang}@example.com`);
        expect(mail.locale).toBe(lang);
        expect(mail.subject, type).toContain(words[lang][type].subject);
        expect(mail.subject, type).toContain('Salon mail');
        expect(mail.text, type).toContain(words[lang][type].text);
        expect(mail.text).toContain(greeting[lang]);
        expect(mail.html).toContain(`lang="${lang}"`);
        expect(mail.html).toContain('#aa3355');
        expect(mail.html).toContain('Salon mail');
        expect(mail.text).toContain('Hauptstraße 1');
        // The salon's phone as it is dialled in its country (Germany), in both parts.
        expect(mail.text).toContain('030 123456');
        expect(mail.html).toContain('030 123456');
        expect(mail.text).not.toContain('+4930123456');

        // The preferences link opens this customer's settings.
        const prefs = pathOf(mail.text, /https:\/\/salon\.example\/book\/salon-mail\/preferences\/([\w.-]+)/);
        expect(prefs, type).not.toBe('');
        const settings = await t.app.inject({
          method: 'GET',
          url: `/api/public/notification-preferences/${prefs}`,
        });
        expect(settings.statusCode, settings.body).toBe(200);
        expect(settings.json()).toMatchObject({
          customerName: 'Anna',
          shop: { subdomain: 'salon-mail' },
          // The page opens in the language the mail was written in.
          locale: lang,
        });

        if (type === 'CustomerHappyBirthday') continue;
        // The manage link opens the booking.
        const manage = pathOf(mail.text, /https:\/\/salon\.example\/book\/salon-mail\/manage\/([\w-]+)/);
        expect(manage, type).not.toBe('');
        const opened = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${manage}` });
        expect(opened.statusCode, opened.body).toBe(200);
        expect(opened.json().booking.id).toBe(who.appointmentId);
      }
    });
  }

  it('show the times in the salon’s zone, the old time of a move and the salon’s reason for a cancel', async () => {
    const who = await book('de', 'moved@example.com', '2026-11-28T10:00:00+01:00', 'Bea');
    const moved = await composeFor('CustomerRescheduleAppointment', who, {
      previousStart: '2026-11-27T14:00:00+01:00',
    });
    // 10:00 in Berlin, whatever the server's zone; the old time too.
    expect(moved?.text).toMatch(/Samstag, 28\. November 2026.*10:00/);
    expect(moved?.text).toMatch(/Vorher: Freitag, 27\. November 2026.*14:00/);
    const cancelled = await composeFor('CustomerCancelAppointment', who, { reason: 'Stylistin krank' });
    expect(cancelled?.text).toContain('Grund: Stylistin krank');
    await t.ctx.db.execute(sql`update appointments set status = 'declined' where id = ${who.appointmentId}`);
    const declined = await composeFor('CustomerCancelAppointment', who, { reason: 'Ausgebucht' });
    expect(declined?.subject).toContain('konnte nicht angenommen werden');
    expect(declined?.text).toContain('Grund: Ausgebucht');
  });

  it('join each label to its value as the language does: “Quand : …” in French, “When: …” in English', async () => {
    const fr = await book('fr', 'ponctuation@example.com', '2026-11-28T14:00:00+01:00', 'Élise');
    const cancelled = await composeFor('CustomerCancelAppointment', fr, { reason: 'Coiffeuse malade' });
    expect(cancelled?.text).toMatch(/^Quand\u202f: samedi 28 novembre 2026/m);
    expect(cancelled?.text).toContain('Motif\u202f: Coiffeuse malade');
    const en = await book('en', 'punctuation@example.com', '2026-11-28T15:00:00+01:00', 'Ellis');
    const booked = await composeFor('CustomerNewAppointment', en);
    expect(booked?.text).toMatch(/^When: Saturday, November 28, 2026/m);
  });

  it('ask for a review of a visit that is over without offering to change or cancel it', async () => {
    const who = await book('en', 'over@example.com', '2026-11-28T12:00:00+01:00', 'Cleo');
    const review = await composeFor('CustomerReviewAppointment', who);
    expect(review?.text).toContain('Thank you for visiting');
    expect(`${review?.text}${review?.html}`).not.toMatch(/change or cancel/i);
  });

  it('are not written when the customer has no address or turned that kind off', async () => {
    const who = await book('en', 'choices@example.com', '2026-11-28T11:00:00+01:00', 'Cleo');
    // Never asked: review requests go, birthday greetings do not.
    expect(await composeFor('CustomerReviewAppointment', who)).not.toBeNull();
    expect(await composeFor('CustomerHappyBirthday', { customerId: who.customerId })).toBeNull();
    await setCustomer(who.customerId, { marketingConsent: false, remindersEnabled: false });
    expect(await composeFor('CustomerReviewAppointment', who)).toBeNull();
    expect(await composeFor('CustomerReminderAppointment', who)).toBeNull();
    expect(await composeFor('CustomerNewAppointment', who)).not.toBeNull();
    await setCustomer(who.customerId, { email: null });
    await t.ctx.db.execute(sql`update appointments set guest_email = null where id = ${who.appointmentId}`);
    expect(await composeFor('CustomerNewAppointment', who)).toBeNull();
  });

  it('reach staff who opted in, in their own language', async () => {
    const who = await book('fr', 'forstaff@example.com', '2026-11-30T10:00:00+01:00', 'Dora');
    const { session } = await signUp(t.app, 'staff-de@example.com');
    await t.ctx.db.execute(sql`update users set locale = 'de' where id = ${session.user.id}`);
    const event = await raise('ShopReceiveNewAppointment', who);
    const mail = await composeEmail(t.ctx, {
      event,
      recipient: { kind: 'staff', userId: session.user.id },
      now: clock,
    });
    expect(mail?.subject).toContain('Neuer Termin: Dora');
    expect(mail?.text).toContain('https://salon.example/admin/calendar');
    expect(mail?.headers).toBeUndefined();
  });
});

describe('mail over a real SMTP peer', () => {
  it('arrives with text and HTML parts, the visit as a calendar invitation, List-Unsubscribe only on marketing', async () => {
    const who = await book('de', 'smtp-anna@example.com', '2026-12-01T10:00:00+01:00');
    await setCustomer(who.customerId, { marketingConsent: true });

    const created = await composeFor('CustomerNewAppointment', who);
    if (!created) throw new Error('no mail');
    const { parsed: mail } = await sendOverSmtp(created);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.text).toContain('Ihr Termin ist gebucht');
    expect(mail.html).toContain('<html lang="de"');
    // The calendar object as the alternative mail programs act on, and as a file for the others.
    const invitation = calendarPartOf(mail);
    expect(invitation?.method).toBe('REQUEST');
    expect(mail.attachments.map((a) => a.filename)).toContain('appointment.ics');
    const event = readCalendar(invitation?.text ?? '');
    expect(event).toMatchObject({
      method: 'REQUEST',
      uid: `${who.appointmentId}@salon`,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2026-12-01T09:00:00.000Z',
      summary: 'Cut bei Salon mail',
      location: 'Hauptstraße 1, 10115 Berlin',
    });

    const birthday = await composeFor('CustomerHappyBirthday', { customerId: who.customerId });
    if (!birthday) throw new Error('no mail');
    const { raw: marketing, parsed: greeting } = await sendOverSmtp(birthday);
    const unfolded = marketing.replace(/\r?\n[ \t]+/g, ' ');
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>/im.exec(unfolded)?.[1] ?? '';
    expect(unsubscribe).toMatch(
      /^https:\/\/salon\.example\/api\/public\/notification-preferences\/.+\/unsubscribe$/,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(calendarPartOf(greeting)).toBeNull();
    expect(greeting.attachments).toEqual([]);

    // What a mail program does with it: one POST, no session, a form body.
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(unsubscribe).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    expect(row?.marketingConsent).toBe(false);
    expect(await composeFor('CustomerHappyBirthday', { customerId: who.customerId })).toBeNull();
  });
});

/** The mail a committed change raised for its customer: the event's own, as the sender composes it. */
async function mailOfEvent(appointmentId: string, type: string) {
  const [event] = await t.ctx.db
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.appointmentId, appointmentId), eq(notificationEvents.type, type)));
  if (!event?.customerId) throw new Error(`no ${type} event`);
  const mail = await composeEmail(t.ctx, {
    event,
    recipient: { kind: 'customer', customerId: event.customerId },
    now: clock,
  });
  if (!mail) throw new Error(`no ${type} mail`);
  return mail;
}

describe('who a salon’s mail comes from', () => {
  const profile = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${salon.shopId}`,
      headers: { cookie: salon.cookie },
      payload,
    });

  it('is the salon’s name at MAIL_FROM’s address; replies go to the salon’s own address; every mail is marked automatic', async () => {
    const saved = await profile({ email: ' Hallo@Salon-Mail.example ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().email).toBe('hallo@salon-mail.example');
    const bad = await profile({ email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('email');

    const who = await book('en', 'replies@example.com', '2026-12-04T10:00:00+01:00', 'Rita');
    for (const type of [
      'CustomerNewAppointment',
      'CustomerReminderAppointment',
      'CustomerCancelAppointment',
    ]) {
      const mail = await composeFor(type, who);
      if (!mail) throw new Error(`no ${type}`);
      const { parsed } = await sendOverSmtp(mail);
      expect(parsed.from?.value, type).toEqual([{ name: 'Salon mail', address: 'no-reply@salon.example' }]);
      expect(parsed.replyTo?.value, type).toEqual([{ name: '', address: 'hallo@salon-mail.example' }]);
      expect(parsed.headers.get('auto-submitted'), type).toBe('auto-generated');
    }

    // A name with umlauts and signs arrives whole as the sender's name.
    expect((await profile({ name: 'Friseur Müller & Söhne, "Haarwerk"' })).statusCode).toBe(200);
    try {
      const mail = await composeFor('CustomerNewAppointment', who);
      if (!mail) throw new Error('no mail');
      const { parsed } = await sendOverSmtp(mail);
      expect(parsed.from?.value).toEqual([
        { name: 'Friseur Müller & Söhne, "Haarwerk"', address: 'no-reply@salon.example' },
      ]);
    } finally {
      expect((await profile({ name: 'Salon mail' })).statusCode).toBe(200);
    }

    // Staff reply to each other, not through the salon's address; the mail is still automatic.
    const { session } = await signUp(t.app, 'staff-replies@example.com');
    const staffMail = await composeEmail(t.ctx, {
      event: await raise('ShopReceiveNewAppointment', who),
      recipient: { kind: 'staff', userId: session.user.id },
      now: clock,
    });
    if (!staffMail) throw new Error('no staff mail');
    const staff = (await sendOverSmtp(staffMail)).parsed;
    expect(staff.from?.value).toEqual([{ name: 'Salon mail', address: 'no-reply@salon.example' }]);
    expect(staff.replyTo).toBeUndefined();
    expect(staff.headers.get('auto-submitted')).toBe('auto-generated');

    // The platform's own mails (a sign-in code) come from MAIL_FROM as it is, marked automatic too.
    await smtpMailer.send({
      to: 'code@example.com',
      subject: 'Your code',
      text: '123456',
      kind: 'emailCode',
    });
    const code = smtp.received.find((raw) => /^To: code@example\.com/im.test(raw));
    if (!code) throw new Error('no code mail');
    const parsedCode = await simpleParser(code);
    expect(parsedCode.from?.value).toEqual([{ name: 'Salon', address: 'no-reply@salon.example' }]);
    expect(parsedCode.headers.get('auto-submitted')).toBe('auto-generated');

    // Without an address of its own, the salon's mails carry no Reply-To.
    expect((await profile({ email: null })).statusCode).toBe(200);
    const plain = await composeFor('CustomerNewAppointment', who);
    if (!plain) throw new Error('no mail');
    expect((await sendOverSmtp(plain)).parsed.replyTo).toBeUndefined();
  });
});

describe('a declined request', () => {
  it('gives the reason and a link to book another time: no manage link, no calendar object, no “See you soon”', async () => {
    await t.ctx.db.update(shops).set({ requiresApproval: true }).where(eq(shops.id, salon.shopId));
    let appointmentId = '';
    try {
      appointmentId = (await book('en', 'declined@example.com', '2026-12-07T10:00:00+01:00', 'Dana'))
        .appointmentId;
    } finally {
      await t.ctx.db.update(shops).set({ requiresApproval: false }).where(eq(shops.id, salon.shopId));
    }
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/appointments/${appointmentId}/decline`,
      headers: { cookie: salon.cookie },
      payload: { reason: 'Fully booked that day' },
    });
    expect(declined.statusCode, declined.body).toBeLessThan(300);

    const mail = await mailOfEvent(appointmentId, 'CustomerCancelAppointment');
    const { parsed } = await sendOverSmtp(mail);
    expect(parsed.subject).toBe(
      'Your booking request at Salon mail for Dec 7, 2026, 10:00 AM could not be accepted',
    );
    expect(parsed.text).toContain('Reason: Fully booked that day');
    expect(parsed.text).toContain('Book an appointment: https://salon.example/book/salon-mail\n');
    expect(parsed.html).toContain('href="https://salon.example/book/salon-mail"');
    for (const body of [parsed.text ?? '', String(parsed.html)]) {
      expect(body).not.toContain('/manage/');
      expect(body).not.toContain('See you soon');
    }
    expect(calendarPartOf(parsed)).toBeNull();
    expect(parsed.attachments).toEqual([]);
  });
});

describe('a booking made after online changes have closed', () => {
  it('offers the salon’s phone in its mail, not “Change or cancel”, and no terms that no longer hold', async () => {
    // Monday 08:00; changes close 24 hours before: a visit at 11:00 today is inside that window.
    const who = await book('en', 'late@example.com', '2026-11-23T11:00:00+01:00', 'Lia');
    const mail = await mailOfEvent(who.appointmentId, 'CustomerNewAppointment');
    const { parsed } = await sendOverSmtp(mail);
    expect(parsed.text).toContain(
      'This appointment can no longer be changed or cancelled online. To change or cancel it, please call Salon mail: 030 123456.',
    );
    for (const body of [parsed.text ?? '', String(parsed.html)]) {
      expect(body).not.toContain('Change or cancel');
      expect(body).not.toContain('cancelling costs nothing');
      expect(body).not.toContain('free cancellation');
    }
    // Its page still shows the booking.
    expect(parsed.text).toMatch(
      /Your appointment: https:\/\/salon\.example\/book\/salon-mail\/manage\/[\w-]+/,
    );
    // The calendar file says the same.
    expect(readCalendar(calendarPartOf(parsed)?.text ?? '').description).toContain(
      'To change or cancel, call Salon mail: 030 123456',
    );
    expect(readCalendar(calendarPartOf(parsed)?.text ?? '').description).not.toContain('/manage/');

    // With fees, what a change now costs is said; a free cancellation that has passed is not.
    const terms = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/shops/${salon.shopId}/payment-settings`,
      headers: { cookie: salon.cookie },
      payload: {
        policy: { mode: 'at_salon' },
        cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
      },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    try {
      const withFees = await composeFor('CustomerNewAppointment', who);
      expect(withFees?.text).toContain(
        'Cancelling now costs 50 % of the price. Not turning up costs 100 % of the price.',
      );
      expect(withFees?.text).not.toContain('free cancellation');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/shops/${salon.shopId}/payment-settings`,
        headers: { cookie: salon.cookie },
        payload: {
          policy: { mode: 'at_salon' },
          cancellation: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
        },
      });
    }

    // A visit further off still offers the change online, with the terms.
    const early = await book('en', 'early@example.com', '2026-12-08T11:00:00+01:00', 'Mo');
    const open = await mailOfEvent(early.appointmentId, 'CustomerNewAppointment');
    expect(open.text).toMatch(
      /Change or cancel your appointment: https:\/\/salon\.example\/book\/salon-mail\/manage\//,
    );
    expect(open.text).toContain('Cancellation terms: cancelling costs nothing.');
    expect(open.text).not.toContain('please call');
  });
});

describe('a salon with a mail server', () => {
  let m: TestApp;
  let shop: Salon;
  beforeAll(async () => {
    m = await createTestApp({
      now: () => clock,
      env: {
        PUBLIC_URL: 'https://salon.example',
        MAIL_FROM: 'Salon <no-reply@salon.example>',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    });
    shop = await createSalon(m.app, 'smtp-live');
    const res = await m.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${shop.shopId}`,
      headers: { cookie: shop.cookie },
      payload: { email: 'team@salon-live.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => m.close());

  const bookThere = (email: string, start: string) =>
    m.app.inject({
      method: 'POST',
      url: `/api/public/shops/${shop.subdomain}/bookings`,
      payload: {
        services: [shop.services.cut],
        start,
        stylist: 'any',
        locale: 'en',
        customer: { name: 'Vera', email, phone: '+4930123456' },
      },
    });

  it('says a confirmation is on its way, and it arrives as the sender delivers it', async () => {
    const res = await bookThere('vera@example.com', '2026-12-09T10:00:00+01:00');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ emailSent: true, emailLater: false });
    await m.notifications.runRound();
    const raw = smtp.received.find((r) => /^To: vera@example\.com/im.test(r));
    if (!raw) throw new Error('no confirmation arrived');
    const mail = await simpleParser(raw);
    expect(mail.subject).toMatch(/^Your appointment at Salon smtp-live/);
    expect(mail.from?.value).toEqual([{ name: 'Salon smtp-live', address: 'no-reply@salon.example' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'team@salon-live.example' }]);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(calendarPartOf(mail)?.method).toBe('REQUEST');
    expect(readCalendar(calendarPartOf(mail)?.text ?? '')).toMatchObject({
      uid: `${res.json().booking.id}@salon`,
      sequence: 0,
    });
  });

  it('says the answer to a request will be mailed, and no confirmation yet', async () => {
    await m.ctx.db.update(shops).set({ requiresApproval: true }).where(eq(shops.id, shop.shopId));
    try {
      const res = await bookThere('wanda@example.com', '2026-12-09T11:00:00+01:00');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().booking.status).toBe('pending');
      expect(res.json()).toMatchObject({ emailSent: false, emailLater: true });
    } finally {
      await m.ctx.db.update(shops).set({ requiresApproval: false }).where(eq(shops.id, shop.shopId));
    }
  });
});

describe('notification preferences by link', () => {
  async function linkFor(email: string, start: string) {
    const who = await book('en', email, start, 'Eve');
    const mail = await composeFor('CustomerNewAppointment', who);
    return { who, token: pathOf(mail?.text ?? '', /\/preferences\/([\w.-]+)/) };
  }

  it('reads and changes reminders and marketing without signing in; never asked is no consent', async () => {
    const { who, token } = await linkFor('prefs@example.com', '2026-12-01T11:00:00+01:00');
    const url = `/api/public/notification-preferences/${token}`;
    // A guest was never asked about marketing: the answer says so, it does not read as a yes.
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({
      reminders: true,
      marketing: null,
    });
    // Saved as the page shows it (unticked), it is a no: never a yes nobody gave.
    const unticked = await t.app.inject({
      method: 'PUT',
      url,
      payload: { reminders: true, marketing: false },
    });
    expect(unticked.statusCode, unticked.body).toBe(200);
    expect(unticked.json()).toMatchObject({ reminders: true, marketing: false });
    let [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    expect(row?.marketingConsent).toBe(false);
    const put = await t.app.inject({ method: 'PUT', url, payload: { reminders: false, marketing: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ reminders: false, marketing: true });
    [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    expect(row).toMatchObject({ remindersEnabled: false, marketingConsent: true });
    const bad = await t.app.inject({ method: 'PUT', url, payload: { reminders: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('reminders');
  });

  it('refuses a tampered or expired link with a clear error', async () => {
    const { token } = await linkFor('tamper@example.com', '2026-12-01T12:00:00+01:00');
    // Another customer's id with this token's signature, and a cut-off link.
    const flipped = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    for (const forged of [flipped, token.slice(0, -3), 'not-a-token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/notification-preferences/${forged}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PreferencesLinkInvalid');
      expect(res.json().error.message).toMatch(/not valid or has expired/);
      const put = await t.app.inject({
        method: 'POST',
        url: `/api/public/notification-preferences/${forged}/unsubscribe`,
      });
      expect(put.statusCode).toBe(404);
    }
    const saved = clock;
    clock = new Date(saved.getTime() + 401 * 86_400_000);
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/notification-preferences/${token}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PreferencesLinkInvalid');
    } finally {
      clock = saved;
    }
  });
});

describe('Messages', () => {
  async function logMail(type: string, email: string, start: string, status = 'sent') {
    const who = await book('en', email, start, 'Finn');
    const event = await raise(type, who);
    const mail = await composeEmail(t.ctx, {
      event,
      recipient: { kind: 'customer', customerId: who.customerId },
      now: clock,
    });
    if (!mail) throw new Error('no mail');
    const [row] = await t.ctx.db
      .insert(mailOutbox)
      .values({
        shopId: salon.shopId,
        toAddress: mail.to,
        subject: mail.subject,
        text: '',
        kind: type,
        status,
        eventId: event.id,
        customerId: who.customerId,
        appointmentId: who.appointmentId,
        audience: 'customer',
        locale: mail.locale,
        dedupeKey: `${event.dedupeKey}:email:customer:${who.customerId}`,
      })
      .returning();
    return row as typeof mailOutbox.$inferSelect;
  }

  it('lists what customers were sent, filters by status, and resends as new queued mails', async () => {
    const sent = await logMail('CustomerNewAppointment', 'log1@example.com', '2026-12-02T10:00:00+01:00');
    const failed = await logMail(
      'CustomerReminderAppointment',
      'log2@example.com',
      '2026-12-02T11:00:00+01:00',
      'failed',
    );
    const base = `/api/admin/shops/${salon.shopId}/messages`;
    const headers = { cookie: salon.cookie };

    const all = await t.app.inject({ method: 'GET', url: `${base}?pageSize=1`, headers });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(2);
    expect(all.json().items).toHaveLength(1);
    const onlyFailed = (await t.app.inject({ method: 'GET', url: `${base}?status=failed`, headers })).json();
    expect(onlyFailed.items.map((m: { id: string }) => m.id)).toEqual([failed.id]);
    expect(onlyFailed.items[0]).toMatchObject({
      channel: 'email',
      type: 'CustomerReminderAppointment',
      recipient: 'log2@example.com',
      customerName: 'Finn',
      status: 'failed',
    });
    expect((await t.app.inject({ method: 'GET', url: `${base}?status=lost`, headers })).statusCode).toBe(400);

    for (const round of [1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/resend`,
        headers,
        payload: { ids: [sent.id, failed.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().queued).toHaveLength(2);
      // The resend asked the sender to go; without SMTP the outbox is the transport and keeps the text.
      await t.notifications.runRound();
      const [copy] = await t.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `${sent.dedupeKey}:resend:${round}`));
      expect(copy).toMatchObject({
        status: 'stored',
        eventId: sent.eventId,
        customerId: sent.customerId,
        toAddress: 'log1@example.com',
        audience: 'customer',
      });
      // Composed afresh: the text has today's links again.
      expect(copy?.text).toContain('/manage/');
      expect(copy?.attachments).not.toBeNull();
    }
    const resent = (await t.app.inject({ method: 'GET', url: `${base}?status=stored`, headers })).json();
    expect(
      resent.items.filter((m: { id: string }) => m.id !== sent.id && m.id !== failed.id).length,
    ).toBeGreaterThanOrEqual(4);

    const empty = await t.app.inject({
      method: 'POST',
      url: `${base}/resend`,
      headers,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is closed to another salon’s staff and to read-only staff', async () => {
    const mine = await logMail('CustomerNewAppointment', 'log3@example.com', '2026-12-03T10:00:00+01:00');
    const other = await createSalon(t.app, 'mail-other');
    const base = `/api/admin/shops/${salon.shopId}/messages`;
    const list = await t.app.inject({ method: 'GET', url: base, headers: { cookie: other.cookie } });
    expect([403, 404]).toContain(list.statusCode);
    const resend = await t.app.inject({
      method: 'POST',
      url: `${base}/resend`,
      headers: { cookie: other.cookie },
      payload: { ids: [mine.id] },
    });
    expect([403, 404]).toContain(resend.statusCode);
    // Their own shop's path does not reach this salon's messages either.
    const crossed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${other.shopId}/messages/resend`,
      headers: { cookie: other.cookie },
      payload: { ids: [mine.id] },
    });
    expect(crossed.statusCode).toBe(404);
    const readOnly = await joinShop(t.app, t.ctx, salon.shopId, 'ro-mail@example.com', { readOnly: true });
    const ro = await t.app.inject({ method: 'GET', url: base, headers: { cookie: readOnly.cookie } });
    expect(ro.statusCode).toBe(403);
  });
});
