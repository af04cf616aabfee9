import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { visitsOfRecords } from '../../repositories/accounts.ts';
import { historyOfVisits, itemsWithStylists } from '../../repositories/appointments.ts';
import { customersByIds } from '../../repositories/customers.ts';
import { balancesOfCustomers, entriesOfCustomers } from '../../repositories/loyalty.ts';
import { customerMailsOf } from '../../repositories/mail.ts';
import {
  notificationsOfUserWithShop,
  preferencesOfUserWithShop,
  pushSubscriptionsOf,
} from '../../repositories/notifications.ts';
import { reviewsOfVisits } from '../../repositories/reviews.ts';
import { findUser } from '../../repositories/users.ts';
import { preferencesView } from '../notification-preferences/get-preferences.ts';
import { type AccountCustomer, accountCustomers, customerIdsOf } from './account-customers.ts';
import { deviceLabel } from './device-label.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything kept about the signed-in person, as one JSON file they can keep or take elsewhere.
 * It is read only through the account and its own customer records, so nothing of any other
 * customer of the same salons can come along: no other record, no staff bell texts (they name
 * other customers), no appointment history payloads (they carry staff labels and ids).
 */
export async function exportAccountData(ctx: ServiceContext, userId: string) {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  const records = await accountCustomers(ctx, userId);
  const kept = await customerSide(ctx, customerIdsOf(records));
  const { bell, staffChoices, devices } = await staffSide(ctx, userId);
  return {
    exportedAt: ctx.now().toISOString(),
    account: {
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      name: user.name,
      phone: user.phone,
      birthday: user.birthday,
      locale: user.locale,
      createdAt: iso(user.createdAt),
    },
    salons: records.map(({ customerId, shop }) => salonView(kept, customerId, shop)),
    pushDevices: devices.map((d) => ({
      label: deviceLabel(d.userAgent),
      createdAt: iso(d.createdAt),
      lastRefreshedAt: iso(d.refreshedAt),
    })),
    // A staff member's bell: what happened and when, without the texts (they name other customers).
    notifications: bell.map(({ n, shopName }) => ({
      salon: shopName,
      type: n.type,
      state: n.state,
      createdAt: iso(n.createdAt),
      readAt: iso(n.readAt),
    })),
    staffNotificationSettings: staffChoices.map(({ p, shopName }) => ({
      salon: shopName,
      type: p.type,
      channel: p.channel,
      enabled: p.enabled,
    })),
  };
}

const some = <T>(ids: string[], load: () => Promise<T[]>) => (ids.length ? load() : Promise.resolve([]));

/** What the salons keep of the person as their customer: records, visits, points and mails sent. */
async function customerSide(ctx: ServiceContext, customerIds: string[]) {
  const recordRows = await some(customerIds, () => customersByIds(ctx.db, customerIds));
  const visits = await some(customerIds, () => visitsOfRecords(ctx.db, customerIds));
  const visitIds = visits.map((v) => v.id);
  const [items, history, visitReviews, ledger, balances, mails] = await Promise.all([
    some(visitIds, () => itemsWithStylists(ctx.db, visitIds)),
    some(visitIds, () => historyOfVisits(ctx.db, visitIds)),
    some(visitIds, () => reviewsOfVisits(ctx.db, visitIds)),
    some(customerIds, () => entriesOfCustomers(ctx.db, customerIds)),
    some(customerIds, () => balancesOfCustomers(ctx.db, customerIds)),
    // Only what was sent to the person as a customer: staff mails tell of other customers' visits.
    some(customerIds, () => customerMailsOf(ctx.db, customerIds)),
  ]);
  return { recordRows, visits, items, history, visitReviews, ledger, balances, mails };
}

/** What the person's staff side keeps: their bell, their notification choices, their devices. */
async function staffSide(ctx: ServiceContext, userId: string) {
  const [bell, staffChoices, devices] = await Promise.all([
    notificationsOfUserWithShop(ctx.db, userId),
    preferencesOfUserWithShop(ctx.db, userId),
    pushSubscriptionsOf(ctx.db, userId),
  ]);
  return { bell, staffChoices, devices };
}

type CustomerSide = Awaited<ReturnType<typeof customerSide>>;

/** One visit as the person sees it: times, price, services with their stylists, history, review. */
function visitView(kept: CustomerSide, v: CustomerSide['visits'][number]) {
  const review = kept.visitReviews.find((r) => r.appointmentId === v.id);
  return {
    id: v.id,
    status: v.status,
    start: iso(v.startsAt),
    end: iso(v.endsAt),
    price: { amount: v.priceAmount, currency: v.currency },
    deposit: v.depositAmount === null ? null : { amount: v.depositAmount, currency: v.currency },
    note: v.note,
    detailsGiven:
      v.guestName || v.guestEmail || v.guestPhone
        ? { name: v.guestName, email: v.guestEmail, phone: v.guestPhone }
        : null,
    bookedAt: iso(v.createdAt),
    services: kept.items
      .filter((i) => i.item.appointmentId === v.id)
      .map((i) => ({
        name: i.item.serviceName,
        stylist: i.stylistName,
        start: iso(i.item.startsAt),
        end: iso(i.item.endsAt),
        price: { amount: i.item.priceAmount, currency: v.currency },
      })),
    history: kept.history
      .filter((h) => h.appointmentId === v.id)
      .map((h) => ({ at: iso(h.at), action: h.action, by: h.actorKind })),
    review: review && {
      rating: review.rating,
      comment: review.comment,
      salonReply: review.reply,
      createdAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
    },
  };
}

/** What one salon keeps of the person as its customer. */
function salonView(kept: CustomerSide, customerId: string, shop: AccountCustomer['shop']) {
  const record = kept.recordRows.find((r) => r.id === customerId);
  const preferences = record ? preferencesView(record, shop) : null;
  return {
    salon: { name: shop.name, subdomain: shop.subdomain, address: shop.address, timeZone: shop.timeZone },
    // The salon's note about the customer stays out: it is the staff's working note, written
    // for the salon and not given by the customer. Everything the customer gave is here.
    customerRecord: record && {
      name: record.name,
      email: record.email,
      phone: record.phone,
      birthday: record.birthday,
      locale: record.locale,
      createdAt: iso(record.createdAt),
    },
    notificationPreferences: preferences && {
      reminders: preferences.reminders,
      marketing: preferences.marketing,
    },
    appointments: kept.visits.filter((v) => v.customerId === customerId).map((v) => visitView(kept, v)),
    loyalty: {
      balance: kept.balances.find((b) => b.customerId === customerId)?.balance ?? 0,
      entries: kept.ledger
        .filter((e) => e.customerId === customerId)
        .map((e) => ({
          kind: e.kind,
          points: e.points,
          value: e.valueAmount === null ? null : { amount: e.valueAmount, currency: e.currency },
          reason: e.reason,
          appointmentId: e.appointmentId,
          createdAt: iso(e.createdAt),
        })),
    },
    mails: kept.mails
      .filter((m) => m.customerId === customerId)
      .map((m) => ({
        kind: m.kind,
        to: m.toAddress,
        subject: m.subject,
        status: m.status,
        createdAt: iso(m.createdAt),
        sentAt: iso(m.sentAt),
      })),
  };
}
