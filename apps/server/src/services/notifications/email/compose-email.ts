import type { notificationEvents, ShopRow } from '@salon/db';
import {
  type CancellationPolicy,
  formatLocale,
  formatMoney,
  googleReviewLink,
  isShopNotificationType,
  marketingNotificationTypes,
  type PublicBooking,
  type ShopNotificationType,
} from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import type { TFunction } from 'i18next';
import type { ServiceContext } from '../../../context.ts';
import { translator } from '../../../i18n.ts';
import { idLinkToken } from '../../../infra/link-tokens.ts';
import { mailFromAddress } from '../../../infra/mailer.ts';
import { entriesOfAppointment } from '../../../repositories/loyalty.ts';
import { findPaymentSettings } from '../../../repositories/payment-settings.ts';
import { ratingOfVisit } from '../../../repositories/reviews.ts';
import { bookingCalendarFile, type CalendarMethod } from '../../booking/booking-calendar-file.ts';
import { changeableUntil } from '../../booking/booking-of-manage-link.ts';
import { toPublicBooking } from '../../booking/booking-view.ts';
import { standingRedemptions } from '../../loyalty/loyalty-ledger.ts';
import { preferencesTokenFor } from '../../notification-preferences/preference-token.ts';
import { cancellationOf } from '../../payments/payment-settings-records.ts';
import { shopPhoneText } from '../../shared/phone-field.ts';
import { absoluteShopLogoUrl } from '../../shops/shop-logo.ts';
import { customerAddressee } from '../customer-addressee.ts';
import { createNotificationFacts, type NotificationFacts } from '../notification-facts.ts';
import { type MailBranding, type MailContent, type MailLink, renderHtml, renderText } from './mail-layout.ts';
import {
  adminCalendarUrl,
  adminReviewsUrl,
  bookingPageUrl,
  mailOrigin,
  manageUrl,
  oneClickUnsubscribeUrl,
  preferencesUrl,
  reviewUrl,
} from './mail-links.ts';

export type MailRecipient = { kind: 'customer'; customerId: string } | { kind: 'staff'; userId: string };

export interface ComposedMail {
  to: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Shown as the sender beside MAIL_FROM's address: the salon the mail speaks for. */
  senderName: string | null;
  /** Where the customer's reply goes: the salon's own address, when it has one. */
  replyTo: string | null;
}

type Ctx = Pick<ServiceContext, 'db' | 'keys' | 'config'>;
type NotificationEvent = typeof notificationEvents.$inferSelect;

/** What an event's `data` may say beyond the appointment itself. */
interface EventData {
  reason?: string;
  previousStart?: string;
  declined?: boolean;
  action?: string;
  /** A payment that came after its hold was released and the time taken: refunded in full (minor units). */
  lateRefund?: number;
  /** Why the late payment could not keep the booking: the time was taken, or the salon or customer cancelled it. */
  lateRefundWhy?: 'slot_taken' | 'salon_cancelled' | 'customer_cancelled';
}

const lateRefundKeys = {
  slot_taken: 'lateRefund',
  salon_cancelled: 'lateRefundSalonCancelled',
  customer_cancelled: 'lateRefundCustomerCancelled',
} as const;

/** Mails that put the visit into the customer's calendar, or update it there. */
const withCalendarFile: readonly string[] = ['CustomerNewAppointment', 'CustomerRescheduleAppointment'];
/** Mails that offer the booking's page for a change, while it can still be changed online. */
const withManageLink: readonly string[] = [
  'CustomerNewAppointment',
  'CustomerRescheduleAppointment',
  'CustomerReminderAppointment',
];
const withoutAppointment: readonly string[] = ['CustomerHappyBirthday', 'ShopReceiveReview'];
/**
 * Mails about a visit still to come: when points came off its price they say so, with what is
 * left to pay, as the booking page's confirmation did (else the mail would read as full price).
 */
const withPointsPaid: readonly string[] = withManageLink;

interface Booking {
  view: PublicBooking;
  status: string;
  guestName: string | null;
  guestEmail: string | null;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
}

async function loadBooking(
  facts: NotificationFacts,
  shop: ShopRow,
  id: string | null,
): Promise<Booking | null> {
  if (!id) return null;
  const found = await facts.appointment(id);
  if (!found || found.appointment.shopId !== shop.id) return null;
  const row = found.appointment;
  return {
    // Points taken off the price are read only by the mails that show them (`pricePaidWithPoints`).
    view: toPublicBooking(shop, row, found.items, { points: 0, amount: 0 }),
    status: row.status,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    sequence: row.calendarSequence,
  };
}

const dataOf = (event: NotificationEvent): EventData => {
  const raw = (event.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    ...(text(raw.reason) ? { reason: text(raw.reason) } : {}),
    ...(text(raw.previousStart) ? { previousStart: text(raw.previousStart) } : {}),
    ...(raw.declined === true ? { declined: true } : {}),
    ...(text(raw.action) ? { action: text(raw.action) } : {}),
    ...(Number.isInteger(raw.lateRefund) ? { lateRefund: raw.lateRefund as number } : {}),
    ...(raw.lateRefundWhy === 'salon_cancelled' || raw.lateRefundWhy === 'customer_cancelled'
      ? { lateRefundWhy: raw.lateRefundWhy }
      : {}),
  };
};

type Words = (key: string, vars?: Record<string, string | number>) => string;

/** The salon's cancellation terms as one paragraph: the free window, then what a later cancellation and a no-show cost. */
function cancellationTermsText(m: Words, terms: CancellationPolicy): string {
  if (terms.lateCancelPercent === 0 && terms.noShowPercent === 0) return m('cancellationTerms.termsNoFees');
  return [
    m('cancellationTerms.termsFree', { count: terms.freeCancellationHours }),
    ...(terms.lateCancelPercent > 0
      ? [m('cancellationTerms.termsLate', { percent: terms.lateCancelPercent })]
      : []),
    ...(terms.noShowPercent > 0
      ? [m('cancellationTerms.termsNoShow', { percent: terms.noShowPercent })]
      : []),
  ].join(' ');
}

/**
 * The terms of a visit that can no longer be changed online: only what a change by phone or a
 * no-show still costs, never a free cancellation that has passed. Null when nothing is charged.
 */
function closedTermsText(m: Words, terms: CancellationPolicy, startsAt: Date, now: Date): string | null {
  const freeUntil = startsAt.getTime() - terms.freeCancellationHours * 3_600_000;
  const late =
    terms.lateCancelPercent === 0
      ? []
      : now.getTime() > freeUntil
        ? [m('cancellationTerms.termsLateNow', { percent: terms.lateCancelPercent })]
        : [
            m('cancellationTerms.termsFree', { count: terms.freeCancellationHours }),
            m('cancellationTerms.termsLate', { percent: terms.lateCancelPercent }),
          ];
  const noShow =
    terms.noShowPercent > 0 ? [m('cancellationTerms.termsNoShow', { percent: terms.noShowPercent })] : [];
  const sentences = [...late, ...noShow];
  return sentences.length ? sentences.join(' ') : null;
}

const formats = new Map<string, ReturnType<typeof makeDates>>();

/** Dates as the recipient's language writes them, on the salon's clock. Kept per language and zone: building formatters costs more than a whole mail. */
function dates(locale: string, timeZone: string) {
  const key = `${locale}|${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = makeDates(locale, timeZone);
    formats.set(key, found);
  }
  return found;
}

function makeDates(locale: string, timeZone: string) {
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  const short = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return {
    range: (start: Date, end: Date) => long.formatRange(start, end),
    long: (at: Date) => long.format(at),
    short: (at: Date) => short.format(at),
  };
}

const branding = (shop: ShopRow, origin: string): MailBranding => ({
  shopName: shop.name,
  color: shop.brandColor,
  logoUrl: absoluteShopLogoUrl(shop, origin),
  address: shop.address,
  phone: shopPhoneText(shop),
});

function appointmentDetails(
  t: TFunction,
  shop: ShopRow,
  booking: Booking,
  format: ReturnType<typeof dates>,
  { withContact }: { withContact: boolean },
) {
  const services = booking.view.items.map((i) => i.serviceName).join(', ');
  const stylists = [...new Set(booking.view.items.map((i) => i.stylistName))].join(', ');
  const rows = [
    { label: t('labels.when'), value: format.range(booking.startsAt, booking.endsAt) },
    { label: t('labels.services'), value: services },
    { label: t('labels.stylists'), value: stylists },
  ];
  if (withContact && shop.address) rows.push({ label: t('labels.where'), value: shop.address });
  const phone = shopPhoneText(shop);
  if (withContact && phone) rows.push({ label: t('labels.phone'), value: phone });
  return rows;
}

/** Price, the points redeemed with their worth, and what is left to pay; none when no points were redeemed. */
async function pricePaidWithPoints(
  ctx: Ctx,
  m: Words,
  shop: ShopRow,
  booking: Booking,
  locale: string,
): Promise<MailContent['details']> {
  const { id, price } = booking.view;
  const redeemed = standingRedemptions(await entriesOfAppointment(ctx.db, shop.id, id), id);
  if (redeemed.points <= 0) return [];
  const money = (amount: number) => formatMoney(amount, price.currency, locale);
  return [
    { label: m('labels.price'), value: money(price.amount) },
    {
      label: m('labels.points'),
      value: m('pointsRedeemed', {
        count: redeemed.points,
        points: new Intl.NumberFormat(locale).format(redeemed.points),
        amount: money(redeemed.amount),
      }),
    },
    { label: m('labels.toPay'), value: money(Math.max(0, price.amount - redeemed.amount)) },
  ];
}

const link = (t: TFunction, key: string, url: string, vars: Record<string, string> = {}): MailLink => ({
  label: t(key, vars),
  text: t(`${key}Text`, { ...vars, url }),
  url,
});

/** What every mail reads: the event, its salon and visit, where links point, what the event says. */
interface MailFor {
  ctx: Ctx;
  event: NotificationEvent;
  now: Date;
  facts: NotificationFacts;
  shop: ShopRow;
  booking: Booking | null;
  origin: string;
  data: EventData;
}

/**
 * The mail one notification event sends one recipient, in their language, or null when there is
 * nobody to send it to: no address, or a customer who turned that kind of mail off. `facts`
 * shares the reads of a batch of mails.
 */
export async function composeEmail(
  ctx: Ctx,
  input: { event: NotificationEvent; recipient: MailRecipient; now: Date; facts?: NotificationFacts },
): Promise<ComposedMail | null> {
  const { event, recipient, now } = input;
  const facts = input.facts ?? createNotificationFacts(ctx.db);
  const shop = await facts.shop(event.shopId);
  if (!shop) return null;
  const booking = await loadBooking(facts, shop, event.appointmentId);
  if (!booking && !withoutAppointment.includes(event.type)) return null;
  const base: MailFor = {
    ctx,
    event,
    now,
    facts,
    shop,
    booking,
    origin: mailOrigin(ctx.config),
    data: dataOf(event),
  };
  if (recipient.kind === 'customer') {
    const mailing = await customerMailing(base, recipient.customerId);
    return mailing && customerMail(mailing);
  }
  return staffMail(base, recipient.userId);
}

/**
 * How this event is written to this customer (their address, language and formats, whether the
 * visit can still be changed online), or null when they get no mail of it.
 */
async function customerMailing(base: MailFor, customerId: string) {
  const { ctx, event, now, facts, shop, booking, data } = base;
  const addressee = await customerAddressee(facts, event, customerId);
  if (!addressee) return null;
  const { type, customer } = addressee;
  const to = customer.email ?? booking?.guestEmail;
  if (!to) return null;
  const locale = customer.locale ?? shop.locale;
  const t = translator(locale);
  // Dates and money as the salon's country writes them in the reader's language (pt-PT: "721,00 €").
  const formatIn = formatLocale(locale, shopCountry(shop));
  const m = (key: string, vars: Record<string, string | number> = {}) => t(`mail:${key}`, vars);
  const format = dates(formatIn, shop.timeZone);
  const vars = { shop: shop.name, date: booking ? format.short(booking.startsAt) : '' };
  const declined =
    type === 'CustomerCancelAppointment' &&
    (booking?.status === 'declined' || data.declined === true || data.action === 'decline');
  const marketing = marketingNotificationTypes.includes(type);
  const token = preferencesTokenFor(ctx, customer.id, now);
  // Inside the salon's change window (a booking made hours before its start, a reminder the day
  // before) the customer can no longer change it online: they are given the phone instead.
  const changeable = booking !== null && changeableUntil({ now: () => now }, shop, booking) !== null;
  return {
    ...base,
    type,
    customer,
    to,
    locale,
    formatIn,
    m,
    format,
    vars,
    declined,
    marketing,
    token,
    changeable,
  };
}

type CustomerMailing = NonNullable<Awaited<ReturnType<typeof customerMailing>>>;

/** The visit's lines: what, when, with whom, and what the event adds (the time before, a reason, points). */
async function customerDetails(c: CustomerMailing): Promise<MailContent['details']> {
  const { ctx, shop, booking, data, type, m, format, formatIn } = c;
  const details: MailContent['details'] = [];
  if (booking && type !== 'CustomerReviewAppointment') {
    details.push(...appointmentDetails(m as TFunction, shop, booking, format, { withContact: true }));
    if (type === 'CustomerRescheduleAppointment' && data.previousStart) {
      const previous = new Date(data.previousStart);
      if (!Number.isNaN(previous.getTime()))
        // Right under the new time, so the two read together.
        details.splice(1, 0, { label: m('labels.previous'), value: format.long(previous) });
    }
    if (type === 'CustomerCancelAppointment' && data.reason)
      details.push({ label: m('labels.reason'), value: data.reason });
    if (withPointsPaid.includes(type))
      details.push(...(await pricePaidWithPoints(ctx, m, shop, booking, formatIn)));
  }
  return details;
}

/** The buttons: review, manage or view the booking, book again; `manage` is the booking's page. */
function customerActions(c: CustomerMailing): { actions: MailLink[]; manage: string | null } {
  const { ctx, shop, booking, origin, type, customer, m, declined, marketing, changeable } = c;
  const actions: MailLink[] = [];
  let manage: string | null = null;
  if (booking && type === 'CustomerReviewAppointment') {
    actions.push(
      link(
        m as TFunction,
        'review',
        reviewUrl(
          origin,
          shop.subdomain,
          idLinkToken(ctx.keys.tokens, 'review', booking.view.id, customer.id),
        ),
      ),
    );
    // Offered to everyone asked, before anyone rated: no gating by how happy they were.
    const google = googleReviewLink(shop);
    if (google) actions.push(link(m as TFunction, 'googleReview', google, { shop: shop.name }));
  }
  // A declined request was never a booking: its page is not offered, only another time.
  if (booking && !declined) {
    manage = manageUrl(origin, shop.subdomain, idLinkToken(ctx.keys.tokens, 'manage', booking.view.id));
    if (withManageLink.includes(type))
      actions.push(link(m as TFunction, changeable ? 'manage' : 'viewBooking', manage));
  }
  if (type === 'CustomerCancelAppointment' || marketing)
    actions.push(link(m as TFunction, 'bookAgain', bookingPageUrl(origin, shop.subdomain)));
  // A cancelled visit's page still shows what was booked.
  if (manage && (type === 'CustomerCancelAppointment' || type === 'CustomerReviewAppointment'))
    actions.push(link(m as TFunction, 'viewBooking', manage));
  return { actions, manage };
}

/** What the mail says: the event, how to change a visit no longer changeable online, refunds, terms. */
async function customerParagraphs(c: CustomerMailing): Promise<string[]> {
  const { ctx, now, shop, booking, data, type, m, formatIn, vars, declined, changeable } = c;
  const paragraphs = [m(declined ? `types.${type}.declinedIntro` : `types.${type}.intro`, vars)];
  if (booking && !changeable && withManageLink.includes(type)) {
    const phone = shopPhoneText(shop);
    paragraphs.push(
      phone ? m('changeByPhone', { shop: shop.name, phone }) : m('changeByContact', { shop: shop.name }),
    );
  }
  if (type === 'CustomerCancelAppointment' && data.lateRefund && booking) {
    paragraphs.push(
      m(lateRefundKeys[data.lateRefundWhy ?? 'slot_taken'], {
        amount: formatMoney(data.lateRefund, booking.view.price.currency, formatIn),
      }),
    );
  }
  if (withCalendarFile.includes(type)) paragraphs.push(m('calendarAttached'));
  if (type === 'CustomerCancelAppointment' && !declined && booking)
    paragraphs.push(m('calendarCancelAttached'));
  // Every booking confirmation states the salon's cancellation terms, in the customer's language.
  if (booking && withCalendarFile.includes(type)) {
    const terms = cancellationOf(await findPaymentSettings(ctx.db, shop.id));
    const said = changeable
      ? cancellationTermsText(m, terms)
      : closedTermsText(m, terms, booking.startsAt, now);
    if (said) paragraphs.push(said);
    if (booking.view.depositAmount && booking.status !== 'awaiting_payment') {
      paragraphs.push(
        m('paidOnline', {
          amount: formatMoney(booking.view.depositAmount, booking.view.price.currency, formatIn),
        }),
      );
    }
  }
  return paragraphs;
}

async function customerMail(c: CustomerMailing): Promise<ComposedMail> {
  const { shop, origin, customer, to, locale, m, vars, declined, marketing, token, type } = c;
  const details = await customerDetails(c);
  const { actions, manage } = customerActions(c);
  const paragraphs = await customerParagraphs(c);
  const preferences = preferencesUrl(origin, shop.subdomain, token);
  const content: MailContent = {
    locale,
    subject: m(declined ? `types.${type}.declinedSubject` : `types.${type}.subject`, vars),
    greeting: customer.name ? m('greeting', { name: customer.name }) : m('greetingNoName'),
    paragraphs,
    details,
    detailLine: (row) => m('detailRow', row),
    actions,
    // "See you soon" to someone the salon just turned away would read as mockery.
    signature: declined ? null : m('signature'),
    footer: [m('customerFooter', { shop: shop.name })],
    footerLinks: [
      link(m as TFunction, 'preferences', preferences, { shop: shop.name }),
      ...(marketing ? [link(m as TFunction, 'unsubscribe', `${preferences}#marketing`)] : []),
    ],
  };
  const brand = branding(shop, origin);
  const mail: ComposedMail = {
    to,
    locale,
    subject: content.subject,
    text: renderText(content, brand),
    html: renderHtml(content, brand),
    senderName: shop.name,
    replyTo: shop.email,
  };
  if (marketing) {
    mail.headers = {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  const attachment = calendarAttachment(c, manage);
  if (attachment) mail.attachments = [attachment];
  return mail;
}

/**
 * The visit for the customer's calendar: it goes in with the confirmation, is updated by a move
 * and taken out by a cancellation (one UID, a higher SEQUENCE each time); null for other mails.
 */
function calendarAttachment(
  c: CustomerMailing,
  manage: string | null,
): NonNullable<ComposedMail['attachments']>[number] | null {
  const { ctx, now, shop, booking, type, customer, to, locale, declined, changeable } = c;
  const method: CalendarMethod | null =
    booking && withCalendarFile.includes(type)
      ? 'REQUEST'
      : booking && type === 'CustomerCancelAppointment' && !declined
        ? 'CANCEL'
        : null;
  if (!booking || !method) return null;
  const content = bookingCalendarFile(booking.view, {
    manageUrl: manage,
    address: shop.address,
    phone: shopPhoneText(shop),
    locale,
    sequence: booking.sequence,
    stamp: now,
    changeable,
    invitation: {
      method,
      organizer: { name: shop.name, email: mailFromAddress(ctx.config.MAIL_FROM) },
      attendee: { name: customer.name, email: to },
    },
  });
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'appointment.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** The mail to a staff member: who, what and when, with a button to the calendar or the reviews. */
async function staffMail(base: MailFor, userId: string): Promise<ComposedMail | null> {
  const { ctx, event, facts, shop, booking, origin, data } = base;
  if (!isShopNotificationType(event.type)) return null;
  const type: ShopNotificationType = event.type;
  const user = await facts.user(userId);
  if (!user?.email) return null;
  const locale = user.locale;
  const t = translator(locale);
  const formatIn = formatLocale(locale, shopCountry(shop));
  const m = (key: string, vars: Record<string, string> = {}) => t(`mail:${key}`, vars);
  const format = dates(formatIn, shop.timeZone);
  const customer = event.customerId ? await facts.customer(event.customerId) : undefined;
  const customerName = customer?.name ?? booking?.guestName ?? '—';
  const vars = {
    shop: shop.name,
    customer: customerName,
    date: booking ? format.short(booking.startsAt) : '',
  };
  const details: MailContent['details'] = [{ label: m('labels.customer'), value: customerName }];
  if (booking) {
    details.push(...appointmentDetails(m as TFunction, shop, booking, format, { withContact: false }));
    if (type === 'ShopReceiveRescheduleAppointment' && data.previousStart) {
      const previous = new Date(data.previousStart);
      if (!Number.isNaN(previous.getTime()))
        // Right under the new time, so the two read together.
        details.splice(2, 0, { label: m('labels.previous'), value: format.long(previous) });
    }
    if (type === 'ShopReceiveCancelAppointment' && data.reason)
      details.push({ label: m('labels.reason'), value: data.reason });
    if (booking.view.note && type !== 'ShopReceiveReview')
      details.push({ label: m('labels.note'), value: booking.view.note });
  }
  // The review a ShopReceiveReview names, as it is when the mail is written.
  const review =
    type === 'ShopReceiveReview' && event.appointmentId
      ? await ratingOfVisit(ctx.db, event.appointmentId)
      : undefined;
  if (review) {
    details.push({
      label: m('labels.rating'),
      value: `${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}`,
    });
    if (review.comment) details.push({ label: m('labels.comment'), value: review.comment });
  }
  const content: MailContent = {
    locale,
    subject: m(`types.${type}.subject`, vars),
    greeting: user.name ? m('greeting', { name: user.name }) : m('greetingNoName'),
    paragraphs: [m(`types.${type}.intro`, vars)],
    details,
    detailLine: (row) => m('detailRow', row),
    actions: [
      type === 'ShopReceiveReview'
        ? link(m as TFunction, 'openReviews', adminReviewsUrl(origin))
        : link(m as TFunction, 'openCalendar', adminCalendarUrl(origin)),
    ],
    signature: null,
    footer: [m('staffFooter', { shop: shop.name })],
    footerLinks: [],
  };
  const brand = branding(shop, origin);
  return {
    to: user.email,
    locale,
    subject: content.subject,
    text: renderText(content, brand),
    html: renderHtml(content, brand),
    senderName: shop.name,
    replyTo: null,
  };
}
