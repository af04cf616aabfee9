import type { Booking, PublicShop, Service, Stylist } from '../api/types.ts';

/** A salon as its booking page gets it, with one service and one stylist: the widget's tests start from it. */
export const hour = 3600e3;
export const SERVICE = 'aaaaaaaa-0000-4000-8000-000000000001';
export const RITA = 'bbbbbbbb-0000-4000-8000-000000000001';
export const eur = (amount: number) => ({ amount, currency: 'EUR' });

export const testService: Service = {
  id: SERVICE,
  name: 'Cut',
  description: null,
  categoryId: null,
  durationMinutes: 60,
  price: eur(4500),
  depositAmount: null,
  stylistIds: [RITA],
  stylists: [{ stylistId: RITA, durationMinutes: 60, price: eur(4500), amountDue: 0 }],
};
export const testStylist: Stylist = { id: RITA, name: 'Rita', color: '#7048e8', colorLight: '#e5dbff' };

export function testShop(
  rules: Partial<PublicShop['shop']> = {},
  payment: Partial<PublicShop['payment']> = {},
): PublicShop {
  return {
    shop: {
      subdomain: 'demo',
      name: 'Demo Salon',
      address: null,
      phone: '+493012345678',
      phoneDisplay: '030 12345678',
      timeZone: 'Europe/Berlin',
      locale: 'en',
      country: 'DE',
      currency: 'EUR',
      slotStepMinutes: 15,
      minNoticeMinutes: 60,
      maxAdvanceDays: 60,
      changeWindowMinutes: 24 * 60,
      requiresApproval: false,
      allowGuests: true,
      openingHours: [],
      ...rules,
    },
    branding: { color: null, logoUrl: null },
    categories: [],
    services: [testService],
    stylists: [testStylist],
    payment: {
      online: null,
      cardOnFile: false,
      cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
      ...payment,
    },
  };
}

/** A one-hour cut with Rita starting `startsIn` from now (on the hour), changeable until a day before. */
export function testBooking(startsIn: number, overrides: Partial<Booking> = {}): Booking {
  const start = new Date(Math.ceil((Date.now() + startsIn) / hour) * hour).toISOString();
  const end = new Date(Date.parse(start) + hour).toISOString();
  return {
    id: 'cccccccc-0000-4000-8000-000000000001',
    status: 'confirmed',
    start,
    end,
    price: eur(4500),
    pointsDiscount: null,
    depositAmount: null,
    items: [{ serviceId: SERVICE, serviceName: 'Cut', stylistId: RITA, stylistName: 'Rita', start, end }],
    shop: { subdomain: 'demo', name: 'Demo Salon', timeZone: 'Europe/Berlin' },
    changeableUntil: new Date(Date.parse(start) - 24 * hour).toISOString(),
    note: null,
    ...overrides,
  };
}
