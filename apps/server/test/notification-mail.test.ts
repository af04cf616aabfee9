import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { customers, eq, mailOutbox, notificationEvents, sql } from '@salon/db';
import type { CustomerNotificationType } from '@salon/domain';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComposedMail, composeEmail } from '../src/services/notifications/email/compose-email.ts';
import { createTestApp, joinShop, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

let clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let smtp: SMTPServer;
let smtpPort = 0;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ now: () => clock, env: { PUBLIC_URL: 'https://salon.example' } });
  salon = await createSalon(t.app, 'mail');
  await t.ctx.db.execute(
    sql`update shops set address = ${'Hauptstraße 1\n10115 Berlin'}, phone = '+4930123456',
        brand_color = '#aa3355' where id = ${salon.shopId}`,
  );
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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

/** The parts of a raw MIME message, leaves only, with their headers and decoded bodies. */
function mimeParts(raw: string): { headers: string; body: string }[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = (split ? raw.slice(0, split.index) : raw).replace(/\r?\n[ \t]+/g, ' ');
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const type = /^content-type:\s*([^\r\n]+)/im.exec(headers)?.[1] ?? 'text/plain';
  const boundary = /boundary="?([^";\s]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? body
            .replace(/=\r?\n/g, '')
            .replace(/(=[0-9A-F]{2})+/gi, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'))
        : body;
  return [{ headers, body: decoded }];
}

/** An iCalendar text's properties, lines unfolded, values unescaped. */
function icsProperties(ics: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at < 0) continue;
    const name = (line.slice(0, at).split(';')[0] ?? '').toUpperCase();
    if (!out.has(name))
      out.set(
        name,
        line
          .slice(at + 1)
          .replace(/\\([,;\\])/g, '$1')
          .replace(/\\n/gi, '\n'),
      );
  }
  return out;
}

async function sendOverSmtp(mail: ComposedMail) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  const before = received.length;
  await transport.sendMail({
    from: 'Salon <hi@salon.test>',
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  });
  transport.close();
  expect(received.length).toBe(before + 1);
  return received[before] as string;
}

const words: Record<
  'en' | 'de' | 'fr',
  Record<CustomerNotificationType, { subject: string; text: string }>
> = {
  en: {
    CustomerNewAppointment: { subject: 'Your appointment at', text: 'your appointment is booked' },
    CustomerRescheduleAppointment: { subject: 'has moved to', text: 'moved to a new time' },
    CustomerCancelAppointment: { subject: 'is cancelled', text: 'has been cancelled' },
    CustomerReminderAppointment: { subject: 'Reminder', text: 'friendly reminder' },
    CustomerReviewAppointment: { subject: 'How was your visit', text: 'thank you for visiting' },
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
    CustomerNewAppointment: { subject: 'Votre rendez-vous chez', text: 'votre rendez-vous est réservé' },
    CustomerRescheduleAppointment: { subject: 'a été déplacé', text: 'déplacé à un nouvel horaire' },
    CustomerCancelAppointment: { subject: 'est annulé', text: 'votre rendez-vous a été annulé' },
    CustomerReminderAppointment: { subject: 'Rappel', text: 'prochain rendez-vous' },
    CustomerReviewAppointment: {
      subject: 'Comment s’est passée votre visite',
      text: 'merci de votre visite',
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
        payload: { services: [salon.services.cut], start, stylist: 'any', locale },
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
        expect(mail.text).toContain('+4930123456');

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
  it('arrives with text and HTML parts, the calendar file on a new booking, List-Unsubscribe only on marketing', async () => {
    const who = await book('de', 'smtp-anna@example.com', '2026-12-01T10:00:00+01:00');
    await setCustomer(who.customerId, { marketingConsent: true });

    const created = await composeFor('CustomerNewAppointment', who);
    if (!created) throw new Error('no mail');
    const raw = await sendOverSmtp(created);
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
    const parts = mimeParts(raw);
    const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers));
    const html = parts.find((p) => /content-type:\s*text\/html/i.test(p.headers));
    const ics = parts.find((p) => /content-type:\s*text\/calendar/i.test(p.headers));
    expect(text?.body).toContain('Ihr Termin ist gebucht');
    expect(html?.body).toContain('<html lang="de"');
    expect(ics?.headers).toMatch(/filename="?appointment\.ics/);
    const event = icsProperties(ics?.body ?? '');
    expect(ics?.body).toContain('BEGIN:VEVENT');
    expect(event.get('DTSTART')).toBe('20261201T090000Z');
    expect(event.get('SUMMARY')).toBe('Cut bei Salon mail');
    expect(event.get('LOCATION')).toBe('Hauptstraße 1, 10115 Berlin');

    const birthday = await composeFor('CustomerHappyBirthday', { customerId: who.customerId });
    if (!birthday) throw new Error('no mail');
    const marketing = await sendOverSmtp(birthday);
    const unfolded = marketing.replace(/\r?\n[ \t]+/g, ' ');
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>/im.exec(unfolded)?.[1] ?? '';
    expect(unsubscribe).toMatch(
      /^https:\/\/salon\.example\/api\/public\/notification-preferences\/.+\/unsubscribe$/,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(mimeParts(marketing).some((p) => /text\/calendar/i.test(p.headers))).toBe(false);

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

describe('notification preferences by link', () => {
  async function linkFor(email: string, start: string) {
    const who = await book('en', email, start, 'Eve');
    const mail = await composeFor('CustomerNewAppointment', who);
    return { who, token: pathOf(mail?.text ?? '', /\/preferences\/([\w.-]+)/) };
  }

  it('reads and changes reminders and marketing without signing in', async () => {
    const { who, token } = await linkFor('prefs@example.com', '2026-12-01T11:00:00+01:00');
    const url = `/api/public/notification-preferences/${token}`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({
      reminders: true,
      marketing: true,
    });
    const put = await t.app.inject({ method: 'PUT', url, payload: { reminders: false, marketing: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ reminders: false, marketing: true });
    const [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
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
