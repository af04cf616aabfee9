import type { Executor, notificationEvents } from '@salon/db';
import { isCustomerNotificationType, isoInZone, isShopNotificationType } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { translator } from '../../../i18n.ts';
import type { PushAction, PushMessage } from '../../../infra/web-push.ts';
import { createNotificationFacts, type NotificationFacts } from '../notification-facts.ts';
import { composeCustomerPush } from './compose-customer-push.ts';
import { type PushActionName, pushActions, signPushAction } from './push-action-tokens.ts';
import { listFormat, pushText, startText } from './push-text.ts';

type NotificationEvent = typeof notificationEvents.$inferSelect;

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
 * Null when there is nothing to say (the appointment or shop is gone). A customer type is the
 * customer's own push (`composeCustomerPush`), for the account the salon's record is linked to.
 */
export async function composePush(
  db: Executor,
  input: {
    event: NotificationEvent;
    userId: string;
    locale: string;
    publicBaseUrl: string;
    keys: ServiceContext['keys'];
    now: Date;
    /** Shares the reads of a batch of pushes. */
    facts?: NotificationFacts;
  },
): Promise<PushMessage | null> {
  const { event, locale } = input;
  const facts = input.facts ?? createNotificationFacts(db);
  if (isCustomerNotificationType(event.type))
    return composeCustomerPush(facts, {
      event,
      userId: input.userId,
      locale,
      publicBaseUrl: input.publicBaseUrl,
    });
  if (!isShopNotificationType(event.type)) return null;
  const t = translator(locale);
  const shop = await facts.shop(event.shopId);
  if (!shop) return null;
  const base = input.publicBaseUrl.replace(/\/+$/, '');
  const data = (event.data ?? {}) as Record<string, unknown>;
  const tag = `${event.type}:${event.appointmentId ?? event.id}`;

  if (event.type === 'ShopReceiveReview') {
    const customer = event.customerId ? await facts.customer(event.customerId) : undefined;
    const name = customer?.name ?? pushText(data.customerName) ?? t('push.someone');
    const rating = typeof data.rating === 'number' ? data.rating : null;
    return {
      title: t('push.ShopReceiveReview.title', { customer: name }),
      body:
        rating !== null
          ? t('push.ShopReceiveReview.bodyRating', { rating, shop: shop.name })
          : t('push.ShopReceiveReview.body', { shop: shop.name }),
      url: `${base}/admin/reviews`,
      tag,
      data: { type: event.type, eventId: event.id },
    };
  }

  if (!event.appointmentId) return null;
  const found = await facts.appointment(event.appointmentId);
  if (!found || found.appointment.shopId !== shop.id) return null;
  const { appointment, customer, items } = found;

  const list = listFormat(locale);
  const values = {
    customer: customer?.name ?? appointment.guestName ?? t('push.someone'),
    services: list.format(items.map(({ item }) => item.serviceName)),
    stylists: list.format([...new Set(items.map((i) => i.stylistName))].filter(Boolean)),
    start: startText(appointment.startsAt, locale, shop.timeZone),
    shop: shop.name,
  };
  const start = isoInZone(appointment.startsAt, shop.timeZone);
  const reason = pushText(data.reason);
  const body =
    event.type === 'ShopReceiveCancelAppointment' && reason
      ? t('push.ShopReceiveCancelAppointment.bodyReason', { ...values, reason })
      : t(`push.${event.type}.body`, values);
  const message: PushMessage = {
    title: t(`push.${event.type}.title`, values),
    body,
    url: appointmentAdminUrl(base, { id: appointment.id, start }),
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
