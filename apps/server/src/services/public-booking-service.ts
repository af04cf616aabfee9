import {
  and,
  appointmentItems,
  appointments,
  asc,
  type Executor,
  eq,
  inArray,
  isNotNull,
  type ShopRow,
  serviceCategories,
  shops,
  sql,
  stylists,
} from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentStatus,
  colorOf,
  isoInZone,
  type PublicBooking,
  type PublicBookingRequest,
  type PublicShopResponse,
  publicBookingLabel,
} from '@salon/domain';
import type { ServiceContext } from '../context.ts';
import { consumeRateLimit } from '../infra/rate-limit.ts';
import { storedTokenHash, tokenHashes } from '../infra/secrets.ts';
import { changeStatus } from './appointment-service.ts';
import { availabilityFor, priceOf } from './availability-service.ts';
import {
  commitFirst,
  insertAppointment,
  newManageToken,
  type PlanRequest,
  planBooking,
  replaceItems,
} from './booking-service.ts';
import { loadServices } from './catalog-service.ts';
import { customerForGuest, customerForUser } from './customer-service.ts';
import { loadStylists } from './stylist-service.ts';

// Read on every public request: built once per database as a prepared statement.
const preparedShopQueries = new WeakMap<Executor, ReturnType<typeof prepareShopQuery>>();
const prepareShopQuery = (db: Executor) =>
  db
    .select()
    .from(shops)
    .where(and(eq(shops.subdomain, sql.placeholder('subdomain')), isNotNull(shops.liveAt)))
    .prepare('shop_by_subdomain');

export async function shopBySubdomain(db: Executor, subdomain: string): Promise<ShopRow> {
  let query = preparedShopQueries.get(db);
  if (!query) {
    query = prepareShopQuery(db);
    preparedShopQueries.set(db, query);
  }
  const [shop] = await query.execute({ subdomain: subdomain.toLowerCase() });
  // A shop that has not gone live yet does not exist for the public.
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop;
}

export async function publicShop(ctx: ServiceContext, subdomain: string): Promise<PublicShopResponse> {
  const shop = await shopBySubdomain(ctx.db, subdomain);
  const [categories, allServices, allStylists] = await Promise.all([
    ctx.db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.shopId, shop.id))
      .orderBy(asc(serviceCategories.displayOrder), asc(serviceCategories.name)),
    loadServices(ctx.db, shop.id),
    loadStylists(ctx.db, shop.id),
  ]);
  const bookableStylists = allStylists.filter((s) => s.active && s.bookableOnline);
  const bookableIds = new Set(bookableStylists.map((s) => s.id));
  const services = allServices
    .filter((s) => s.active && s.bookableOnline)
    .map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      categoryId: s.categoryId,
      durationMinutes: s.durationMinutes,
      price: s.price,
      depositAmount: s.depositAmount,
      stylistIds: s.stylists.map((p) => p.stylistId).filter((id) => bookableIds.has(id)),
      // The figures a booking with each of them records, so the page never shows another.
      stylists: s.stylists
        .filter((p) => bookableIds.has(p.stylistId))
        .map((p) => ({
          stylistId: p.stylistId,
          durationMinutes: p.durationMinutes ?? s.durationMinutes,
          price: { amount: priceOf(s, p.stylistId), currency: s.price.currency },
        })),
    }))
    .filter((s) => s.stylistIds.length > 0);
  const usedCategories = new Set(services.map((s) => s.categoryId));
  return {
    shop: {
      subdomain: shop.subdomain,
      name: shop.name,
      address: shop.address,
      phone: shop.phone,
      timeZone: shop.timeZone,
      locale: shop.locale,
      currency: shop.currency,
      slotStepMinutes: shop.slotStepMinutes,
      minNoticeMinutes: shop.minNoticeMinutes,
      maxAdvanceDays: shop.maxAdvanceDays,
      changeWindowMinutes: shop.changeWindowMinutes,
      requiresApproval: shop.requiresApproval,
      allowGuests: shop.allowGuests,
    },
    branding: { color: shop.brandColor, logoUrl: shop.logoUrl },
    categories: categories
      .filter((c) => usedCategories.has(c.id))
      .map((c) => ({ id: c.id, name: c.name, description: c.description })),
    services,
    stylists: bookableStylists.map((s) => {
      const color = colorOf(s.colorIndex);
      return { id: s.id, name: s.name, color: color.main, colorLight: color.light };
    }),
  };
}

export async function publicAvailability(
  ctx: ServiceContext,
  subdomain: string,
  query: { services: string[]; from: string; to: string; stylist: string },
) {
  const shop = await shopBySubdomain(ctx.db, subdomain);
  return availabilityFor(ctx.db, shop, query, { audience: 'public' }, ctx.now().getTime());
}

async function publicView(db: Executor, shop: ShopRow, id: string): Promise<PublicBooking> {
  const [a] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!a) throw new AppError('NotFound', 'No such booking');
  const items = await db
    .select({ item: appointmentItems, stylistName: stylists.name })
    .from(appointmentItems)
    .innerJoin(stylists, eq(stylists.id, appointmentItems.stylistId))
    .where(eq(appointmentItems.appointmentId, id))
    .orderBy(asc(appointmentItems.position));
  const zone = shop.timeZone;
  return {
    id: a.id,
    status: a.status as AppointmentStatus,
    start: isoInZone(a.startsAt, zone),
    end: isoInZone(a.endsAt, zone),
    price: { amount: a.priceAmount, currency: a.currency },
    depositAmount: a.depositAmount,
    items: items.map(({ item, stylistName }) => ({
      serviceId: item.serviceId,
      serviceName: item.serviceName,
      stylistId: item.stylistId,
      stylistName,
      start: isoInZone(item.startsAt, zone),
      end: isoInZone(item.endsAt, zone),
    })),
    shop: { subdomain: shop.subdomain, name: shop.name, timeZone: zone },
    changeableUntil: isoInZone(a.startsAt.getTime() - shop.changeWindowMinutes * 60_000, zone),
    note: a.note,
  };
}

export async function createPublicBooking(
  ctx: ServiceContext,
  subdomain: string,
  input: PublicBookingRequest,
  actor: Actor | null,
  ip: string,
): Promise<{ booking: PublicBooking & { manageToken: string } }> {
  await consumeRateLimit(ctx, `booking:ip:${ip}`, ctx.rateLimits.bookingPerIp);
  const shop = await shopBySubdomain(ctx.db, subdomain);
  if (!actor && !shop.allowGuests) throw new AppError('error.http.401', 'Sign in to book at this salon');
  if (!actor && !input.customer) {
    throw new AppError('ValidationError', 'Tell us who is booking', {
      details: [{ path: 'body.customer', message: 'Name, e-mail and phone are needed to book as a guest' }],
    });
  }
  const customer = actor
    ? await customerForUser(ctx.db, shop.id, actor.id)
    : await customerForGuest(ctx.db, shop.id, input.customer as NonNullable<typeof input.customer>);
  const request: PlanRequest = {
    shop,
    serviceIds: input.services,
    start: Date.parse(input.start),
    stylist: input.stylist,
    scope: { audience: 'public' },
    field: 'body',
  };
  const { services, plans, anyStylist } = await planBooking(ctx, request);
  const manageToken = newManageToken();
  const id = await commitFirst(ctx, request, plans, (tx, plan) =>
    insertAppointment(tx, {
      shop,
      services,
      plan,
      customerId: customer.id,
      status: shop.requiresApproval ? 'pending' : 'confirmed',
      label: publicBookingLabel({ requiresApproval: shop.requiresApproval, anyStylist }),
      source: input.source,
      anyStylist,
      note: input.note,
      manageTokenHash: storedTokenHash(ctx.keys.tokens, manageToken),
      guest: actor ? null : input.customer,
      actor: { kind: 'customer', userId: actor?.id ?? null },
    }),
  );
  return { booking: { ...(await publicView(ctx.db, shop, id)), manageToken } };
}

async function byToken(ctx: ServiceContext, token: string, ip: string) {
  // Tokens are long and random; the limit keeps anyone from trying many.
  await consumeRateLimit(ctx, `booking-token:ip:${ip}`, ctx.rateLimits.manageLinkPerIp);
  const [row] = await ctx.db
    .select({ appointment: appointments, shop: shops })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(inArray(appointments.manageTokenHash, tokenHashes(ctx.keys.tokens, token)));
  if (!row) throw new AppError('NotFound', 'No booking for this link');
  const keyed = storedTokenHash(ctx.keys.tokens, token);
  if (row.appointment.manageTokenHash !== keyed) {
    // A link from before tokens were stored keyed: store it the new way now that it is known.
    await ctx.db
      .update(appointments)
      .set({ manageTokenHash: keyed })
      .where(eq(appointments.id, row.appointment.id));
  }
  return row;
}

export async function getPublicBooking(ctx: ServiceContext, token: string, ip: string) {
  const { appointment, shop } = await byToken(ctx, token, ip);
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}

/** Customers change a booking only until the shop's window before its start; after that, they call. */
function assertChangeable(
  ctx: ServiceContext,
  shop: ShopRow,
  appointment: { startsAt: Date; status: string },
) {
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') {
    throw new AppError('InvalidTransition', `This booking is ${appointment.status} and cannot be changed`);
  }
  const until = appointment.startsAt.getTime() - shop.changeWindowMinutes * 60_000;
  if (ctx.now().getTime() > until) {
    const changeableUntil = isoInZone(until, shop.timeZone);
    throw new AppError('ChangeWindowClosed', `Changes were possible until ${changeableUntil}`, {
      details: { changeableUntil },
    });
  }
}

export async function reschedulePublicBooking(
  ctx: ServiceContext,
  token: string,
  input: { start: string; stylist?: string | undefined },
  ip: string,
): Promise<{ booking: PublicBooking }> {
  const { appointment, shop } = await byToken(ctx, token, ip);
  return reschedule(ctx, shop, appointment, input);
}

async function reschedule(
  ctx: ServiceContext,
  shop: ShopRow,
  appointment: typeof appointments.$inferSelect,
  input: { start: string; stylist?: string | undefined },
) {
  assertChangeable(ctx, shop, appointment);
  const items = await ctx.db
    .select()
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointment.id))
    .orderBy(asc(appointmentItems.position));
  const serviceIds = items.map((i) => i.serviceId);
  if (serviceIds.some((id) => !id)) {
    throw new AppError('ChangeWindowClosed', 'This booking can only be changed by the salon');
  }
  const stylistsOfVisit = [...new Set(items.map((i) => i.stylistId))];
  const request: PlanRequest = {
    shop,
    serviceIds: serviceIds as string[],
    start: Date.parse(input.start),
    stylist:
      input.stylist ??
      (appointment.anyStylist || stylistsOfVisit.length > 1 ? 'any' : (stylistsOfVisit[0] as string)),
    scope: { audience: 'public', excludeAppointmentId: appointment.id },
    field: 'body',
  };
  const { plans } = await planBooking(ctx, request);
  const facts = items.map((i) => ({
    serviceId: i.serviceId,
    serviceName: i.serviceName,
    priceAmount: i.priceAmount,
  }));
  await commitFirst(ctx, request, plans, async (tx, plan) => {
    await replaceItems(tx, shop.id, appointment.id, facts, plan);
    const changes = {
      from: appointment.startsAt.toISOString(),
      to: new Date(plan[0]?.start ?? 0).toISOString(),
    };
    return {
      change: {
        shopId: shop.id,
        appointmentId: appointment.id,
        actor: { kind: 'customer', userId: null },
        history: [{ action: 'rescheduled', changes }],
        event: 'rescheduled',
      },
      result: undefined,
    };
  });
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}

export async function cancelPublicBooking(
  ctx: ServiceContext,
  token: string,
  ip: string,
): Promise<{ booking: PublicBooking }> {
  const { appointment, shop } = await byToken(ctx, token, ip);
  assertChangeable(ctx, shop, appointment);
  await changeStatus(
    ctx.db,
    shop,
    appointment.id,
    'cancel',
    { kind: 'customer', userId: null },
    { now: ctx.now() },
  );
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}
