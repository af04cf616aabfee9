import { expect, request, test } from '@playwright/test';
import { BASE, expectNoSeriousA11yViolations, signInToAdmin } from './support.ts';

test('an online booking appears on an open calendar without a reload, and its card resizes by its handle', async ({
  page,
}) => {
  await signInToAdmin(page, '/calendar');
  // The first visit loads the calendar's chunk: a busy machine may take a while.
  await expect(page.getByTestId('calendar')).toBeVisible({ timeout: 30_000 });
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
  // Booked as soon as the page is there: whether before, during or after its first load and the
  // opening of its live stream, the card must come.
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
  const card = page.getByTestId(`appointment-${booking.id}`).first();
  await expect(card)
    .toBeVisible()
    .catch(async (err: Error) => {
      // Tells a lost live update from a card the calendar does not draw at all. The calendar
      // drops `?date=` from the address once read, so the day is asked for again.
      await page.goto(`/admin/calendar?date=${day.date}`);
      const afterReload = await expect(card)
        .toBeVisible()
        .then(() => true)
        .catch(() => false);
      throw new Error(
        `${err.message}\nAfter a reload the card is ${afterReload ? 'shown: the live update did not arrive' : 'still not shown: the calendar does not draw it'} (start ${day.slots[0].start}).`,
      );
    });
  await expect(page.getByTestId(`appointment-${booking.id}`).first()).toContainText('Live Lisa');
  // A trim is short: its card has one line, start and customer; the rest is its tooltip.
  const trim = page.locator('.rbc-event', { has: page.getByTestId(`appointment-${booking.id}`) }).first();
  await expect(trim).not.toContainText('Beard trim');
  await expect(trim).toHaveAttribute(
    'title',
    /^\d{1,2}:\d{2}.* – .* · Live Lisa · Beard trim · .+ · Confirmed$/,
  );
  await api.dispose();

  // The card draws its resize handles while the pointer is over it, not on every card.
  const handles = page.locator('[data-testid="calendar"] .rbc-addons-dnd-resize-ns-anchor');
  await page.mouse.move(0, 0);
  await expect(handles).toHaveCount(0);
  // Pointed at by the mouse, not `hover()`: that scrolls the card's overflow into view inside
  // its short event box, which a person's pointer never does.
  // A later slot may sit below the grid's visible hours, as for a person who scrolls down to it.
  await trim.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await card.evaluate((el) => el.closest('.rbc-event')?.getBoundingClientRect().toJSON());
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(card.locator('.rbc-addons-dnd-resize-ns-anchor')).toHaveCount(2);
  await expect(handles).toHaveCount(2);
  // Dragging the bottom handle a slot down asks the server to lengthen the trim by 10 minutes (the
  // library ends it at the slot above the pointer): moved, or refused if the stylist is busy then.
  const slotHeight =
    (await page.locator('[data-testid="calendar"] [data-slot]').first().boundingBox())?.height ?? 0;
  const bottom = await card.locator('[data-resize="down"]').boundingBox();
  if (!bottom || slotHeight === 0) throw new Error('no resize handle or slot to measure');
  const x = bottom.x + bottom.width / 2;
  const y = bottom.y + bottom.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + slotHeight / 2, { steps: 4 });
  await page.mouse.move(x, y + slotHeight, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByText(/Appointment moved|The stylist is not free at that time/)).toBeVisible();
});
