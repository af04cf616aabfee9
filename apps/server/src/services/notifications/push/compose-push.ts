import { customers, type Db, eq, inArray, type notificationEvents, shops, stylists } from '@salon/db';
import { isShopNotificationType } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { translator } from '../../../i18n.ts';
import type { PushAction, PushMessage } from '../../../infra/web-push.ts';
import { appointmentView } from '../../appointments/appointment-views.ts';
import { type PushActionName, pushActions, signPushAction } from './push-action-tokens.ts';

type NotificationEvent = typeof notificationEvents.$inferSelect;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** "Sat, 21 Nov, 10:30" in the reader's language, on the shop's wall clock. */
function startText(instant: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** The admin app's address that opens the appointment's drawer on its day (the calendar's deep link). */
export function appointmentAdminUrl(
  publicBaseUrl: string,
  appointment: { id: string; start: string },
): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ date: appointment.start.slice(0, 10), appointment: appointment.id });
  return `${base}/admin/calendar?${query}`;
}

/**
 * The push a staff member gets for a shop notification event, in their language: who, what,
 * with whom and when (on the shop's clock), opening the appointment in the admin app. A booking
 * request carries accept and decline buttons whose signed URLs work without opening the app.
 * Null when there is nothing to say (not a shop type, or the appointment or shop is gone).
 */
export async function composePush(
  db: Db,
  input: {
    event: NotificationEvent;
    userId: string;
    locale: string;
    publicBaseUrl: string;
    keys: ServiceContext['keys'];
    now: Date;
  },
): Promise<PushMessage | null> {
  const { event, locale } = input;
  if (!isShopNotificationType(event.type)) return null;
  const t = translator(locale);
  const [shop] = await db.select().from(shops).where(eq(shops.id, event.shopId));
  if (!shop) return null;
  const base = input.publicBaseUrl.replace(/\/+$/, '');
  const data = (event.data ?? {}) as Record<string, unknown>;
  const tag = `${event.type}:${event.appointmentId ?? event.id}`;

  if (event.type === 'ShopReceiveReview') {
    const [customer] = event.customerId
      ? await db.select({ name: customers.name }).from(customers).where(eq(customers.id, event.customerId))
      : [];
    const name = customer?.name ?? text(data.customerName) ?? t('push.someone');
    const rating = typeof data.rating === 'number' ? data.rating : null;
    return {
      title: t('push.ShopReceiveReview.title', { customer: name }),
      body:
        rating !== null
          ? t('push.ShopReceiveReview.bodyRating', { rating, shop: shop.name })
          : t('push.ShopReceiveReview.body', { shop: shop.name }),
      url: `${base}/admin/`,
      tag,
      data: { type: event.type, eventId: event.id },
    };
  }

  if (!event.appointmentId) return null;
  const appointment = await appointmentView(db, shop, event.appointmentId).catch(() => null);
  if (!appointment) return null;

  const stylistIds = [...new Set(appointment.items.map((item) => item.stylistId))];
  const names = stylistIds.length
    ? await db
        .select({ id: stylists.id, name: stylists.name })
        .from(stylists)
        .where(inArray(stylists.id, stylistIds))
    : [];
  const byId = new Map(names.map((s) => [s.id, s.name]));
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'conjunction' });
  const values = {
    customer: appointment.customer?.name ?? appointment.guest?.name ?? t('push.someone'),
    services: list.format(appointment.items.map((item) => item.serviceName)),
    stylists: list.format(stylistIds.map((id) => byId.get(id) ?? '').filter(Boolean)),
    start: startText(appointment.start, locale, shop.timeZone),
    shop: shop.name,
  };
  const reason = text(data.reason);
  const body =
    event.type === 'ShopReceiveCancelAppointment' && reason
      ? t('push.ShopReceiveCancelAppointment.bodyReason', { ...values, reason })
      : t(`push.${event.type}.body`, values);
  const message: PushMessage = {
    title: t(`push.${event.type}.title`, values),
    body,
    url: appointmentAdminUrl(base, appointment),
    tag,
    data: { type: event.type, eventId: event.id, appointmentId: appointment.id },
  };
  if (event.type !== 'ShopReceiveNewRequestAppointment' || appointment.status !== 'pending') return message;

  const actions: PushAction[] = pushActions.map((action) => ({ action, title: t(`push.actions.${action}`) }));
  const urls = await Promise.all(
    pushActions.map(async (action) => {
      const token = await signPushAction(
        input.keys,
        { userId: input.userId, shopId: shop.id, appointmentId: appointment.id, action },
        input.now,
      );
      return [action, `${base}/api/push-actions/${token}`] as const;
    }),
  );
  const done: Record<PushActionName, string> = {
    accept: t('push.actions.accepted', values),
    decline: t('push.actions.declined', values),
  };
  return {
    ...message,
    actions,
    data: {
      ...message.data,
      actions: Object.fromEntries(urls.map(([action, url]) => [action, { url, done: done[action] }])),
      actionFailed: t('push.actions.failed'),
    },
  };
}
