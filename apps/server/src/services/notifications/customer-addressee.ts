import type { customers, notificationEvents, ShopRow } from '@salon/db';
import { type CustomerNotificationType, customerWants, isCustomerNotificationType } from '@salon/domain';
import type { NotificationFacts } from './notification-facts.ts';

type NotificationEvent = typeof notificationEvents.$inferSelect;

/** Customer types that name no appointment: everything else is about one and needs it. */
const withoutAppointment: readonly string[] = ['CustomerHappyBirthday'];

export interface CustomerAddressee {
  type: CustomerNotificationType;
  shop: ShopRow;
  customer: typeof customers.$inferSelect;
}

/**
 * The salon's customer record a customer notification speaks to, or null when it is to reach
 * them on no channel: the shop, the record or the appointment is gone, or the customer's choices
 * turn this kind off. The mail, the account's list and the pushes all ask this one question, so
 * a customer who refused marketing is not sent it some other way.
 */
export async function customerAddressee(
  facts: NotificationFacts,
  event: Pick<NotificationEvent, 'type' | 'shopId' | 'appointmentId'>,
  customerId: string,
): Promise<CustomerAddressee | null> {
  if (!isCustomerNotificationType(event.type)) return null;
  const type: CustomerNotificationType = event.type;
  const shop = await facts.shop(event.shopId);
  if (!shop) return null;
  if (!withoutAppointment.includes(type)) {
    const found = event.appointmentId ? await facts.appointment(event.appointmentId) : undefined;
    if (!found || found.appointment.shopId !== shop.id) return null;
  }
  const customer = await facts.customer(customerId);
  if (!customer || customer.shopId !== shop.id) return null;
  if (!customerWants(type, customer)) return null;
  return { type, shop, customer };
}
