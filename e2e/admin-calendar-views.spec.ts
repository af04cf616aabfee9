import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInApi, signInToAdmin } from './support.ts';

const ZONE = 'Europe/Berlin';

/** The instant at which the shop's clock (Berlin) shows `date` and `time`. */
function shopInstant(date: string, time: string): string {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(guess)
    .replace(' ', 'T');
  return new Date(guess - (Date.parse(`${wall}:00Z`) - guess)).toISOString();
}

/** A Wednesday (everyone in the demo works on it) about four weeks ahead, past the demo's bookings. */
function quietWednesday(): string {
  const day = new Date(Date.now() + 28 * 864e5);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

interface Stylist {
  id: string;
  name: string;
  active: boolean;
}

async function stylistsOf(api: APIRequestContext, shopId: string): Promise<Stylist[]> {
  const answer = await api.get(`/api/admin/shops/${shopId}/stylists`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).items as Stylist[]).filter((s) => s.active);
}

async function serviceId(api: APIRequestContext, shopId: string, name: string): Promise<string> {
  const answer = await api.get(`/api/admin/shops/${shopId}/services`);
  const service = ((await answer.json()).items as { id: string; name: string }[]).find(
    (s) => s.name === name,
  );
  if (!service) throw new Error(`no service ${name}`);
  return service.id;
}

async function book(
  api: APIRequestContext,
  shopId: string,
  data: { service: string; stylist: string; date: string; time: string; customer: string },
): Promise<string> {
  const answer = await api.post(`/api/admin/shops/${shopId}/appointments`, {
    data: {
      services: [data.service],
      stylist: data.stylist,
      start: shopInstant(data.date, data.time),
      customer: { name: data.customer },
      override: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).id;
}

async function openDay(page: Page, date: string) {
  await page.goto(`/admin/calendar?date=${date}`);
  await expect(page.getByTestId('calendar-view-day')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('calendar')).toHaveAttribute('aria-busy', 'false');
}

test('week, month and day views stay legible with six stylists and back-to-back bookings', async ({
  page,
}) => {
  const { api, shopId } = await signedInApi();
  // Six stylists at least (the demo has four).
  const existing = await stylistsOf(api, shopId);
  for (let n = existing.length; n < 6; n++) {
    const created = await api.post(`/api/admin/shops/${shopId}/stylists`, {
      data: { name: `Extra ${n + 1}` },
    });
    expect(created.status()).toBe(201);
  }
  const stylists = await stylistsOf(api, shopId);
  expect(stylists.length).toBeGreaterThanOrEqual(6);
  const marco = stylists.find((s) => s.name === 'Marco');
  if (!marco) throw new Error('no Marco in the demo');
  const scalp = await serviceId(api, shopId, 'Wash & scalp massage');
  const date = quietWednesday();
  // 12:20–12:40 and 12:40–13:00 for the same stylist, and one more on the day for the week view.
  const first = await book(api, shopId, {
    service: scalp,
    stylist: marco.id,
    date,
    time: '12:20',
    customer: 'Bea Back',
  });
  const second = await book(api, shopId, {
    service: scalp,
    stylist: marco.id,
    date,
    time: '12:40',
    customer: 'Tom Totoe',
  });

  await signInToAdmin(page, '/calendar');
  await expect(page.getByTestId('calendar')).toBeVisible();

  // Day view: one under the other, each the whole width of Marco's column.
  await openDay(page, date);
  const cardBox = (id: string) => page.locator('.rbc-event', { has: page.getByTestId(`appointment-${id}`) });
  await expect(cardBox(first)).toBeVisible();
  await expect(cardBox(second)).toBeVisible();
  const boxes = await Promise.all(
    [first, second].map((id) =>
      cardBox(id).evaluate((el) => {
        const column = el.closest('.rbc-events-container')?.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return {
          top: box.top,
          bottom: box.bottom,
          left: box.left,
          width: box.width,
          column: column?.width ?? 0,
        };
      }),
    ),
  );
  const [a, b] = boxes as [(typeof boxes)[number], (typeof boxes)[number]];
  expect(a.bottom).toBeLessThanOrEqual(b.top + 0.5);
  expect(Math.abs(a.left - b.left)).toBeLessThan(2);
  expect(a.width).toBeGreaterThan(a.column * 0.9);
  expect(b.width).toBeGreaterThan(b.column * 0.9);

  // Marco starts at 10:00: his 08:00 is shaded, his 12:00 is not.
  const slot = (time: string) => page.locator(`[data-resource="${marco.id}"][data-slot="${time}"]`);
  const shade = (time: string) => slot(time).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await shade('08:00')).not.toBe(await shade('12:00'));
  expect(await slot('08:00').getAttribute('class')).toMatch(/offHours/);

  // A click outside his hours says so and offers to add anyway (the owner may).
  const off = await slot('08:00').boundingBox();
  if (!off) throw new Error('no 08:00 slot');
  await page.mouse.click(off.x + off.width / 2, off.y + off.height / 2);
  const notice = page.getByRole('dialog', { name: 'Outside Marco’s working hours' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Add anyway' }).click();
  await expect(page.getByTestId('new-entry-modal').getByTestId('override')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Week view: one stylist at a time, picked in the toolbar; a card shows its start and customer
  // on one line.
  await page.getByTestId('calendar-view-week').click();
  await page.getByTestId('calendar-week-stylist').click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(stylists.length);
  await page.getByRole('option', { name: 'Marco', exact: true }).click();
  await expect(page.getByTestId('calendar-week-stylist')).toHaveValue('Marco');
  const weekCard = page.getByTestId(`appointment-${first}`);
  await expect(weekCard).toBeVisible();
  const text = await weekCard.evaluate((el) => (el as HTMLElement).innerText);
  expect(text).toContain('12:20 PM');
  expect(text).toContain('Bea Back');
  const line = await weekCard.evaluate((el) => {
    const first = el.firstElementChild as HTMLElement;
    return {
      height: first.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(first).lineHeight),
    };
  });
  expect(line.height).toBeLessThan(line.lineHeight * 1.5);
  // Only Marco's cards: every card has one stylist's colour.
  const colours = await page
    .locator('[data-testid="calendar"] .rbc-event')
    .evaluateAll((els) => [
      ...new Set(els.map((el) => (el as HTMLElement).style.getPropertyValue('--stylist-main'))),
    ]);
  expect(colours).toHaveLength(1);
  // Remembered: the week shows Marco again after a reload.
  await page.reload();
  await page.getByTestId('calendar-view-week').click();
  await expect(page.getByTestId('calendar-week-stylist')).toHaveValue('Marco');

  // Month view: the day's count opens the day.
  await openDay(page, date);
  await page.getByTestId('calendar-view-month').click();
  const count = page.getByTestId(`month-count-${date}`);
  await expect(count).toContainText('2');
  await expect(count.locator('[data-stylist]')).toHaveCount(1);
  await count.click();
  await expect(page.getByTestId('calendar-view-day')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardBox(first)).toBeVisible();

  for (const id of [first, second]) {
    expect((await api.post(`/api/admin/shops/${shopId}/appointments/${id}/cancel`, { data: {} })).ok()).toBe(
      true,
    );
  }
  await api.dispose();
});

for (const lang of ['de', 'fr']) {
  test(`the filter panel fits in ${lang} at 1280 and 390 pixels wide`, async ({ page }) => {
    await signInToAdmin(page, '/calendar');
    await expect(page.getByTestId('calendar')).toBeVisible();
    await page.evaluate((language) => localStorage.setItem('lang', language), lang);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      const panel = page.getByTestId('calendar-filters');
      await expect(panel).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const overflowing = await panel.evaluate((root) =>
        [root, ...Array.from(root.querySelectorAll('*'))]
          .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth)
          .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`),
      );
      expect(overflowing).toEqual([]);
      const box = await panel.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
  });
}

test('week columns show the whole Portuguese weekday and date at 1440 pixels wide', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToAdmin(page, '/calendar');
  await expect(page.getByTestId('calendar')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('lang', 'pt'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByTestId('calendar-view-week').click();
  const headers = page.getByTestId('week-day-header');
  await expect(headers).toHaveCount(7);
  // The weekday above the date, each line whole; the salon's week starts on Monday (segunda).
  await expect(headers.first().locator('span')).toHaveCount(2);
  await expect(headers.first().locator('span').first()).toHaveText(/^seg/);
  const cut = await page.locator('.rbc-time-header .rbc-header').evaluateAll((cells) =>
    cells
      .flatMap((cell) => [cell, ...Array.from(cell.querySelectorAll('*'))])
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
});
