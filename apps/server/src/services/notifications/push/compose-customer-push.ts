import type { notificationEvents } from '@salon/db';
import { translator } from '../../../i18n.ts';
import type { PushMessage } from '../../../infra/web-push.ts';
import { customerAddressee } from '../customer-addressee.ts';
import type { NotificationFacts } from '../notification-facts.ts';
import { listFormat, pushText, startText } from './push-text.ts';

type NotificationEvent = typeof notificationEvents.$inferSelect;

/** Where a customer's push opens: their notices on the customer site, across every salon. */
export const ACCOUNT_NOTIFICATIONS_PATH = '/account/notifications';

/**
 * The push a customer's account gets for a customer notification of a salon: which salon, what
 * and when (on the salon's clock), in the language the salon's record of them has (else the
 * account's), opening their notices on the customer site. Null when they are not to be told
 * (the same choices as the mail), or when the salon's record is no longer linked to the account.
 */
export async function composeCustomerPush(
  facts: NotificationFacts,
  input: { event: NotificationEvent; userId: string; locale: string; publicBaseUrl: string },
): Promise<PushMessage | null> {
  const { event } = input;
  if (!event.customerId) return null;
  const addressee = await customerAddressee(facts, event, event.customerId);
  if (!addressee || addressee.customer.userId !== input.userId) return null;
  const { type, shop, customer } = addressee;
  const locale = customer.locale ?? input.locale;
  const t = translator(locale);
  const data = (event.data ?? {}) as Record<string, unknown>;
  const found = event.appointmentId ? await facts.appointment(event.appointmentId) : undefined;
  const message = {
    url: `${input.publicBaseUrl.replace(/\/+$/, '')}${ACCOUNT_NOTIFICATIONS_PATH}`,
    tag: `${type}:${event.appointmentId ?? event.id}`,
    data: { type, eventId: event.id, appointmentId: found?.appointment.id ?? null },
  };
  if (!found || type === 'CustomerHappyBirthday') {
    return {
      ...message,
      title: t(`push.${type}.title`, { shop: shop.name }),
      body: t(`push.${type}.body`, { shop: shop.name }),
    };
  }

  const { appointment, items } = found;
  const list = listFormat(locale);
  const values = {
    shop: shop.name,
    services: list.format(items.map(({ item }) => item.serviceName)),
    stylists: list.format([...new Set(items.map((i) => i.stylistName))].filter(Boolean)),
    start: startText(appointment.startsAt, locale, shop.timeZone),
  };
  const reason = pushText(data.reason);
  const declined =
    type === 'CustomerCancelAppointment' &&
    (appointment.status === 'declined' || data.declined === true || data.action === 'decline');
  return {
    ...message,
    title: t(declined ? `push.${type}.declinedTitle` : `push.${type}.title`, values),
    body:
      type === 'CustomerCancelAppointment' && reason
        ? t(`push.${type}.bodyReason`, { ...values, reason })
        : t(`push.${type}.body`, values),
  };
}
