import { expect, request, test } from '@playwright/test';
import { BASE, expectNoSeriousA11yViolations, signInToAdmin } from './support.ts';

test('an online booking appears on an open calendar without a reload', async ({ page }) => {
  await signInToAdmin(page, '/calendar');
  await expect(page.getByTestId('calendar')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first free time from tomorrow on, shown by moving the calendar to that day.
  const api = await request.newContext({ baseURL: BASE });
  const shop = await (await api.get('/api/public/shops/demo')).json();
  const service = shop.services.find((s: { name: string }) => s.name === 'Beard trim');
  const from = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 8 * 864e5).toISOString().slice(0, 10);
  const days = (
    await (
      await api.get(`/api/public/shops/demo/availability?services=${service.id}&from=${from}&to=${to}`)
    ).json()
  ).days;
  const day = days.find((d: { slots: unknown[] }) => d.slots.length > 0);
  // The calendar's own link to a day: the shop's "today" is Berlin's, not the test machine's.
  await page.goto(`/admin/calendar?date=${day.date}`);
  await expect(page.getByTestId('calendar-view-day')).toHaveAttribute('aria-pressed', 'true');

  const created = await api.post('/api/public/shops/demo/bookings', {
    data: {
      services: [service.id],
      start: day.slots[0].start,
      stylist: 'any',
      customer: { name: 'Live Lisa', email: `live-${Date.now()}@example.com`, phone: '+4930123456' },
    },
  });
  expect(created.status()).toBe(201);
  const { booking } = await created.json();
  await expect(page.getByTestId(`appointment-${booking.id}`).first()).toBeVisible({ timeout: 5000 });
  await expect(page.getByTestId(`appointment-${booking.id}`).first()).toContainText('Live Lisa');
  await api.dispose();
});
