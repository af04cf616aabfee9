import { eq, type notificationEvents, reviews, type ShopRow } from '@salon/db';
import {
  type CancellationPolicy,
  googleReviewLink,
  isShopNotificationType,
  marketingNotificationTypes,
  moneyFormat,
  type PublicBooking,
  type ShopNotificationType,
} from '@salon/domain';
import type { TFunction } from 'i18next';
import type { ServiceContext } from '../../../context.ts';
import { translator } from '../../../i18n.ts';
import { manageTokenFor } from '../../booking/manage-token.ts';
import { preferencesTokenFor } from '../../notification-preferences/preference-token.ts';
import { cancellationOf, findPaymentSettingsRow } from '../../payments/payment-settings-records.ts';
import { bookingCalendarFile } from '../../public-booking/booking-calendar-file.ts';
import { toPublicBooking } from '../../public-booking/public-view.ts';
import { reviewTokenFor } from '../../reviews/review-token.ts';
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

const withCalendarFile: readonly string[] = ['CustomerNewAppointment', 'CustomerRescheduleAppointment'];
const withoutAppointment: readonly string[] = ['CustomerHappyBirthday', 'ShopReceiveReview'];

interface Booking {
  view: PublicBooking;
  status: string;
  guestName: string | null;
  guestEmail: string | null;
  startsAt: Date;
  endsAt: Date;
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
    // The mails show no price, so neither the points taken off it.
    view: toPublicBooking(shop, row, found.items, { points: 0, amount: 0 }),
    status: row.status,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
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

/** The review a ShopReceiveReview names, as it is when the mail is written. */
async function reviewOf(ctx: Ctx, appointmentId: string) {
  const [row] = await ctx.db
    .select({ rating: reviews.rating, comment: reviews.comment })
    .from(reviews)
    .where(eq(reviews.appointmentId, appointmentId));
  return row;
}

/** An amount in minor units as the recipient's language writes it. */
function formatAmount(locale: string, minor: number, currency: string): string {
  const digits = moneyFormat(locale, currency).digits;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** The salon's cancellation terms as one paragraph: the free window, then what a later cancellation and a no-show cost. */
function cancellationTermsText(
  m: (key: string, vars?: Record<string, string | number>) => string,
  terms: CancellationPolicy,
): string {
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

const branding = (shop: ShopRow): MailBranding => ({
  shopName: shop.name,
  color: shop.brandColor,
  logoUrl: shop.logoUrl,
  address: shop.address,
  phone: shop.phone,
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
  if (withContact && shop.phone) rows.push({ label: t('labels.phone'), value: shop.phone });
  return rows;
}

const link = (t: TFunction, key: string, url: string, vars: Record<string, string> = {}): MailLink => ({
  label: t(key, vars),
  text: t(`${key}Text`, { ...vars, url }),
  url,
});

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
  const origin = mailOrigin(ctx.config);
  const data = dataOf(event);

  if (recipient.kind === 'customer') {
    const addressee = await customerAddressee(facts, event, recipient.customerId);
    if (!addressee) return null;
    const { type, customer } = addressee;
    const to = customer.email ?? booking?.guestEmail;
    if (!to) return null;
    const locale = customer.locale ?? shop.locale;
    const t = translator(locale);
    const m = (key: string, vars: Record<string, string | number> = {}) => t(`mail:${key}`, vars);
    const format = dates(locale, shop.timeZone);
    const vars = { shop: shop.name, date: booking ? format.short(booking.startsAt) : '' };
    const declined =
      type === 'CustomerCancelAppointment' &&
      (booking?.status === 'declined' || data.declined === true || data.action === 'decline');
    const marketing = marketingNotificationTypes.includes(type);
    const token = preferencesTokenFor(ctx, customer.id, now);

    const details: MailContent['details'] = [];
    const actions: MailLink[] = [];
    let manage: string | null = null;
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
    }
    if (booking && type === 'CustomerReviewAppointment') {
      actions.push(
        link(
          m as TFunction,
          'review',
          reviewUrl(origin, shop.subdomain, reviewTokenFor(ctx.keys.tokens, booking.view.id, customer.id)),
        ),
      );
      // Offered to everyone asked, before anyone rated: no gating by how happy they were.
      const google = googleReviewLink(shop);
      if (google) actions.push(link(m as TFunction, 'googleReview', google, { shop: shop.name }));
    }
    if (booking) {
      manage = manageUrl(origin, shop.subdomain, manageTokenFor(ctx.keys.tokens, booking.view.id));
      if (type !== 'CustomerCancelAppointment' && type !== 'CustomerReviewAppointment')
        actions.push(link(m as TFunction, 'manage', manage));
    }
    if (type === 'CustomerCancelAppointment' || marketing)
      actions.push(link(m as TFunction, 'bookAgain', bookingPageUrl(origin, shop.subdomain)));
    // A cancelled visit's page still shows what was booked; every customer mail leads to it.
    if (manage && (type === 'CustomerCancelAppointment' || type === 'CustomerReviewAppointment'))
      actions.push(link(m as TFunction, 'manage', manage));

    const subjectKey = declined ? `types.${type}.declinedSubject` : `types.${type}.subject`;
    const introKey = declined ? `types.${type}.declinedIntro` : `types.${type}.intro`;
    const paragraphs = [m(introKey, vars)];
    if (type === 'CustomerCancelAppointment' && data.lateRefund && booking) {
      paragraphs.push(
        m(lateRefundKeys[data.lateRefundWhy ?? 'slot_taken'], {
          amount: formatAmount(locale, data.lateRefund, booking.view.price.currency),
        }),
      );
    }
    if (withCalendarFile.includes(type)) paragraphs.push(m('calendarAttached'));
    // Every booking confirmation states the salon's cancellation terms, in the customer's language.
    if (booking && withCalendarFile.includes(type)) {
      const terms = cancellationOf(await findPaymentSettingsRow(ctx.db, shop.id));
      paragraphs.push(cancellationTermsText(m, terms));
      if (booking.view.depositAmount && booking.status !== 'awaiting_payment') {
        paragraphs.push(
          m('paidOnline', {
            amount: formatAmount(locale, booking.view.depositAmount, booking.view.price.currency),
          }),
        );
      }
    }
    const preferences = preferencesUrl(origin, shop.subdomain, token);
    const content: MailContent = {
      locale,
      subject: m(subjectKey, vars),
      greeting: customer.name ? m('greeting', { name: customer.name }) : m('greetingNoName'),
      paragraphs,
      details,
      actions,
      signature: m('signature'),
      footer: [m('customerFooter', { shop: shop.name })],
      footerLinks: [
        link(m as TFunction, 'preferences', preferences, { shop: shop.name }),
        ...(marketing ? [link(m as TFunction, 'unsubscribe', `${preferences}#marketing`)] : []),
      ],
    };
    const brand = branding(shop);
    const mail: ComposedMail = {
      to,
      locale,
      subject: content.subject,
      text: renderText(content, brand),
      html: renderHtml(content, brand),
    };
    if (marketing) {
      mail.headers = {
        'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
    }
    if (booking && withCalendarFile.includes(type)) {
      mail.attachments = [
        {
          filename: 'appointment.ics',
          content: bookingCalendarFile(booking.view, { manageUrl: manage, address: shop.address, locale }),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ];
    }
    return mail;
  }

  if (!isShopNotificationType(event.type)) return null;
  const type: ShopNotificationType = event.type;
  const user = await facts.user(recipient.userId);
  if (!user?.email) return null;
  const locale = user.locale;
  const t = translator(locale);
  const m = (key: string, vars: Record<string, string> = {}) => t(`mail:${key}`, vars);
  const format = dates(locale, shop.timeZone);
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
  const review =
    type === 'ShopReceiveReview' && event.appointmentId
      ? await reviewOf(ctx, event.appointmentId)
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
    actions: [
      type === 'ShopReceiveReview'
        ? link(m as TFunction, 'openReviews', adminReviewsUrl(origin))
        : link(m as TFunction, 'openCalendar', adminCalendarUrl(origin)),
    ],
    signature: null,
    footer: [m('staffFooter', { shop: shop.name })],
    footerLinks: [],
  };
  const brand = branding(shop);
  return {
    to: user.email,
    locale,
    subject: content.subject,
    text: renderText(content, brand),
    html: renderHtml(content, brand),
  };
}
