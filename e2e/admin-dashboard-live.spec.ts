import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, openOwnSalon, signInToAdmin } from './support.ts';

const t = resources.en.dashboard;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

test('a booking request made online shows on the open dashboard within seconds, without a reload', async ({
  page,
}) => {
  // A published salon of its own that approves online bookings.
  const { api, key, email, password, shop, serviceId } = await openOwnSalon({
    label: 'live',
    shopName: 'Live Salon',
    ownerName: 'Liv Live',
    password: 'live dashboard owner',
    requiresApproval: true,
  });
  const service = { id: serviceId };

  // The dashboard is open and listening to the shop's live updates.
  const listening = page.waitForResponse((response) =>
    response.url().includes(`/api/events?shopId=${shop.id}`),
  );
  await signInToAdmin(page, '/', email, password);
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('requests-empty')).toBeVisible();
  expect((await listening).status()).toBe(200);
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });

  // A customer asks for an appointment through the public booking API.
  const guest = await request.newContext({ baseURL: BASE });
  const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
  const availability = await (
    await guest.get(
      `/api/public/shops/${shop.subdomain}/availability?services=${service.id}&from=${tomorrow}&to=${addDays(tomorrow, 7)}`,
    )
  ).json();
  const [slot] = availability.days.flatMap((d: { slots: { start: string }[] }) => d.slots);
  const booked = await guest.post(`/api/public/shops/${shop.subdomain}/bookings`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      services: [service.id],
      start: slot.start,
      stylist: 'any',
      customer: { name: 'Nina Now', email: `nina-${key}@example.com`, phone: '+4930123456' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = await booked.json();

  // It shows within a few seconds, as the live update arrives, on the same page.
  const requests = page.getByTestId('requests');
  await expect(requests.getByTestId(`request-${booking.id}`)).toContainText('Nina Now', { timeout: 3_000 });
  await expect(requests.getByTestId('requests-count')).toHaveText('1');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await api.dispose();
  await guest.dispose();
});
