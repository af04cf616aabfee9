import type { Executor } from '@salon/db';
import { type Actor, colorOf, type PublicShopResponse } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
import { categoriesOfShop } from '../../repositories/catalog.ts';
import { weeklyHoursOfStylists } from '../../repositories/schedule.ts';
import { priceOf } from '../availability/visit-rules.ts';
import { loadServices } from '../catalog/service-records.ts';
import { dueFor, paymentTermsOf } from '../payments/payment-terms.ts';
import { publicReviewsOf } from '../reviews/public-reviews.ts';
import { shopPhoneText } from '../shared/phone-field.ts';
import { joinTouching, toWallTime } from '../shared/wall-clock.ts';
import { shopForPage } from '../shops/shop-by-subdomain.ts';
import { shopLogoUrl } from '../shops/shop-logo.ts';
import { loadStylists } from '../team/stylist-records.ts';

export async function getPublicShop(
  ctx: ServiceContext,
  subdomain: string,
  access: { preview: boolean; actor: Actor | null } = { preview: false, actor: null },
): Promise<PublicShopResponse> {
  const { shop, preview } = await shopForPage(ctx.db, subdomain, access);
  const [categories, allServices, allStylists, terms] = await Promise.all([
    categoriesOfShop(ctx.db, shop.id),
    loadServices(ctx.db, shop.id),
    loadStylists(ctx.db, shop.id),
    paymentTermsOf(ctx.db, shop.id),
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
      // From the salon's payment policy (the service's own, else the shop's); null when paid at the salon.
      depositAmount: dueFor(terms, s.id, s.price.amount) || null,
      stylistIds: s.stylists.map((p) => p.stylistId).filter((id) => bookableIds.has(id)),
      // The figures a booking with each of them records, so the page never shows another.
      stylists: s.stylists
        .filter((p) => bookableIds.has(p.stylistId))
        .map((p) => ({
          stylistId: p.stylistId,
          durationMinutes: p.durationMinutes ?? s.durationMinutes,
          price: { amount: priceOf(s, p.stylistId), currency: s.price.currency },
          amountDue: dueFor(terms, s.id, priceOf(s, p.stylistId)),
        })),
    }))
    .filter((s) => s.stylistIds.length > 0);
  const usedCategories = new Set(services.map((s) => s.categoryId));
  const openingHours = await weeklyOpeningHours(
    ctx.db,
    bookableStylists.map((s) => s.id),
  );
  const reviews = await publicReviewsOf(ctx.db, shop);
  return {
    shop: {
      subdomain: shop.subdomain,
      name: shop.name,
      address: shop.address,
      phone: shop.phone,
      phoneDisplay: shopPhoneText(shop),
      timeZone: shop.timeZone,
      locale: shop.locale,
      country: shopCountry(shop),
      currency: shop.currency,
      slotStepMinutes: shop.slotStepMinutes,
      minNoticeMinutes: shop.minNoticeMinutes,
      maxAdvanceDays: shop.maxAdvanceDays,
      changeWindowMinutes: shop.changeWindowMinutes,
      requiresApproval: shop.requiresApproval,
      allowGuests: shop.allowGuests,
      openingHours,
    },
    ...(preview ? { preview: true } : {}),
    branding: { color: shop.brandColor, logoUrl: shopLogoUrl(shop) },
    ...(reviews ? { reviews } : {}),
    categories: categories
      .filter((c) => usedCategories.has(c.id))
      .map((c) => ({ id: c.id, name: c.name, description: c.description })),
    services,
    stylists: bookableStylists.map((s) => {
      const color = colorOf(s.colorIndex);
      return { id: s.id, name: s.name, color: color.main, colorLight: color.light };
    }),
    payment: {
      online: terms.online
        ? { publishableKey: terms.online.publishableKey, scriptUrl: ctx.config.STRIPE_JS_URL }
        : null,
      cancellation: terms.cancellation,
      cardOnFile: terms.cardOnFile,
    },
  };
}

/**
 * The salon is open when any of its bookable stylists works: per ISO weekday, the union of their
 * weekly hours; a weekday nobody works is closed (no intervals).
 */
async function weeklyOpeningHours(db: Executor, stylistIds: string[]) {
  const rows = (await weeklyHoursOfStylists(db, stylistIds)).map((r) => ({
    weekday: r.weekday,
    start: r.startMinute,
    end: r.endMinute,
  }));
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    intervals: joinTouching(rows.filter((r) => r.weekday === weekday)).map((i) => ({
      start: toWallTime(i.start),
      end: toWallTime(i.end),
    })),
  }));
}
