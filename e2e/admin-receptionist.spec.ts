import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MAIL_FILE } from './constants.ts';
import { invitationPathIn, mailsTo } from './mail-catcher.ts';
import { expectNoSeriousA11yViolations, signedInApi, signInToAdmin } from './support.ts';

interface Stylist {
  id: string;
  name: string;
}
interface Slot {
  start: string;
  stylistIds: string[];
}
interface Appointment {
  id: string;
  status: string;
  source: string;
  label: string;
  customer: { name: string } | null;
  items: { stylistId: string; start: string }[];
}
interface TimeOff {
  id: string;
  stylistId: string;
  category: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A demo service three of the four stylists offer. */
async function washAndBlowDry(api: APIRequestContext, shopId: string) {
  const res = await api.get(`/api/admin/shops/${shopId}/services`);
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  const service = items.find((s) => s.name === 'Wash & blow-dry');
  if (!service) throw new Error('the demo salon has no “Wash & blow-dry”');
  return service;
}

/**
 * A day at least 12 days ahead and a time on it when two stylists are both free for the
 * service, taken from the staff availability so that it never meets the demo salon's bookings.
 */
async function findFreeTime(api: APIRequestContext, shopId: string, serviceId: string) {
  const from = isoDay(Date.now() + 12 * 864e5);
  const to = isoDay(Date.now() + 40 * 864e5);
  const res = await api.get(
    `/api/admin/shops/${shopId}/availability?services=${serviceId}&from=${from}&to=${to}`,
  );
  expect(res.ok()).toBe(true);
  const { days } = (await res.json()) as { days: { date: string; slots: Slot[] }[] };
  for (const day of days) {
    // Late morning to mid-afternoon: inside the hours shown without scrolling far.
    const slot = day.slots.find((s) => {
      const time = s.start.slice(11, 16);
      return s.stylistIds.length >= 2 && time >= '10:00' && time <= '15:00';
    });
    if (slot) {
      return {
        date: day.date,
        start: slot.start,
        time: slot.start.slice(11, 16),
        first: slot.stylistIds[0] as string,
        second: slot.stylistIds[1] as string,
      };
    }
  }
  throw new Error('no time with two free stylists in four weeks');
}

async function appointmentsOn(api: APIRequestContext, shopId: string, date: string) {
  const res = await api.get(`/api/admin/shops/${shopId}/appointments?from=${date}&to=${date}`);
  return ((await res.json()) as { items: Appointment[] }).items;
}

async function timeOffOn(api: APIRequestContext, shopId: string, date: string) {
  const res = await api.get(`/api/admin/shops/${shopId}/time-off?from=${date}&to=${date}`);
  return ((await res.json()) as { items: TimeOff[] }).items;
}

/** Signs in on the admin app's code form with the one-time code mailed to the address. */
async function signInWithCode(page: Page, email: string, path = '/admin/calendar') {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  await page.goto(`${path}?mode=code`);
  await page.getByLabel('E-mail').fill(email);
  const before = mailsTo(MAIL_FILE, email).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(before);
  const mail = mailsTo(MAIL_FILE, email).at(-1) as string;
  const body = mail.slice(mail.indexOf('\r\n\r\n'));
  const code = /\b(\d{6})\b/.exec(body)?.[1] as string;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Moves the calendar to `date` (YYYY-MM-DD) with the toolbar's date picker. */
/** The owner invites `email`; the person opens the mailed link, signs in with a code and accepts. */
async function joinTeam(
  page: Page,
  api: APIRequestContext,
  shopId: string,
  data: { email: string; role?: string; readOnly?: boolean },
) {
  const invited = await api.post(`/api/admin/shops/${shopId}/invitations`, { data });
  expect(invited.status()).toBe(201);
  await signInWithCode(page, data.email, invitationPathIn(MAIL_FILE, data.email));
  await page.getByTestId('invitation-accept').click();
  await expect(page.getByTestId('invitation-accept')).toHaveCount(0);
  await page.goto('/admin/calendar');
}

async function goToDate(page: Page, date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = page.getByRole('button', { name: `${d} ${MONTHS[m - 1]} ${y}`, exact: true });
  await page.getByTestId('calendar-date-picker').click();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  // The month fades out over the calendar and takes clicks until it is gone.
  await expect(day).toBeHidden();
}

const slot = (page: Page, stylistId: string, time: string) =>
  page.locator(`.rbc-time-slot[data-resource="${stylistId}"][data-slot="${time}"]`);

/** Closed dialogs fade out: their overlays still catch clicks until they are gone. */
const overlaysGone = (page: Page) =>
  expect(page.locator('.mantine-Drawer-overlay, .mantine-Modal-overlay')).toHaveCount(0);

/**
 * Clicks an empty slot as a person does: the calendar selects by the pointer's position, under
 * the layer that holds the cards, so the click goes to the point, not to the slot element.
 */
async function clickSlot(page: Page, stylistId: string, time: string) {
  const target = slot(page, stylistId, time);
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`slot ${time} not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a receptionist books, moves and cancels an appointment and blocks time on the calendar', async ({
  page,
}) => {
  const { api, shopId } = await signedInApi();
  const stylists = (
    (await (await api.get(`/api/admin/shops/${shopId}/stylists`)).json()) as { items: Stylist[] }
  ).items;
  const service = await washAndBlowDry(api, shopId);
  const free = await findFreeTime(api, shopId, service.id);
  const nameOf = (id: string) => stylists.find((s) => s.id === id)?.name ?? id;

  // The owner adds a receptionist; they sign in with a code sent by e-mail.
  const email = `reception-${Date.now()}@example.com`;
  await joinTeam(page, api, shopId, { email, role: 'ROLE_STAFF' });
  await expect(page.getByTestId('calendar')).toBeVisible();
  await expect(page.getByTestId('calendar-view-day')).toHaveAttribute('aria-pressed', 'true');

  await goToDate(page, free.date);
  const [, month, dayOfMonth] = free.date.split('-').map(Number) as [number, number, number];
  await expect(page.getByTestId('calendar-label')).toContainText(
    `${MONTHS[month - 1]?.slice(0, 3)} ${dayOfMonth}`,
  );

  // A click on an empty slot in the first stylist's column opens "New" with both filled in.
  await clickSlot(page, free.first, free.time);
  const dialog = page.getByRole('dialog', { name: 'Add to the calendar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('stylist-select')).toHaveValue(nameOf(free.first));
  await expect(dialog.getByTestId('start-time')).toHaveValue(free.time);

  const customer = `Nora Newcomer ${Date.now()}`;
  await dialog.getByText('New customer', { exact: true }).click();
  await dialog.getByTestId('customer-name').fill(customer);
  await dialog.getByTestId('customer-phone').fill('+49 30 5550123');
  await dialog.getByTestId('services-select').click();
  await page.getByRole('option', { name: /Wash & blow-dry/ }).click();
  // Closes the list of services (Escape would close the dialog).
  await dialog.getByRole('heading', { name: 'Add to the calendar' }).click();
  await expect(dialog.getByTestId('visit-summary')).toContainText('45');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByTestId('create-submit').click();
  await expect(page.getByText('Appointment booked')).toBeVisible();
  await expect(dialog).toBeHidden();
  await overlaysGone(page);

  let booked: Appointment | undefined;
  await expect
    .poll(async () => {
      booked = (await appointmentsOn(api, shopId, free.date)).find((a) => a.customer?.name === customer);
      return booked?.items[0]?.stylistId;
    })
    .toBe(free.first);
  const id = (booked as Appointment).id;
  const bookedStart = (booked as Appointment).items[0]?.start as string;
  const card = page.getByTestId(`appointment-${id}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(customer);
  await expect(card).toContainText('Wash & blow-dry');

  // Dragged to the second stylist's column at the same time.
  // Held in its middle (its edges resize it), let go where its top lands just inside the slot.
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await page.locator('.rbc-event', { has: card }).boundingBox();
  const target = await slot(page, free.second, free.time).boundingBox();
  if (!from || !target) throw new Error('card or target slot not on screen');
  const grab = from.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + grab);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + grab + 2, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + grab + 3, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText('Appointment moved')).toBeVisible();
  await expect
    .poll(async () => (await appointmentsOn(api, shopId, free.date)).find((a) => a.id === id)?.items[0])
    .toMatchObject({ stylistId: free.second });
  const moved = (await appointmentsOn(api, shopId, free.date)).find((a) => a.id === id);
  expect(Date.parse(moved?.items[0]?.start as string)).toBe(Date.parse(bookedStart));

  // The global search's link opens the calendar on the day, with the appointment open.
  const drawer = page.getByTestId('appointment-drawer');
  const dayLabel = `${MONTHS[month - 1]?.slice(0, 3)} ${dayOfMonth}`;
  await page.goto(`/admin/calendar?date=${free.date}&appointment=${id}`);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('customer-section')).toContainText(customer);
  await expect(page.getByTestId('calendar-label')).toContainText(dayLabel);
  await expect(page.getByTestId('calendar-view-day')).toHaveAttribute('aria-pressed', 'true');
  // Taken in, the link leaves the address: a reload shows the calendar as it was left.
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await overlaysGone(page);

  // Followed from inside the app (the search), from the week view of another day, and naming
  // the wrong day: the appointment's own day comes up.
  await page.getByTestId('calendar-view-week').click();
  await page.getByTestId('calendar-today').click();
  await page.evaluate(
    (path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    `/admin/calendar?date=${isoDay(Date.now())}&appointment=${id}`,
  );
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('customer-section')).toContainText(customer);
  await expect(page.getByTestId('calendar-view-day')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('calendar-label')).toContainText(dayLabel);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await overlaysGone(page);

  // Opened: the customer, the history with the move, then cancelled after a confirmation.
  await page.getByTestId(`appointment-${id}`).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('customer-section')).toContainText(customer);
  await expect(drawer.getByTestId('open-profile')).toHaveAttribute('href', /\/admin\/customers\//);
  await drawer.getByTestId('drawer-section-history').click();
  await expect(drawer.getByTestId('appointment-history')).toContainText('Booked');
  await expect(drawer.getByTestId('appointment-history')).toContainText('Moved');
  await expectNoSeriousA11yViolations(page);

  await drawer.getByTestId('appointment-action-cancel').click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Reason (optional)').fill('Customer called');
  await confirm.getByTestId('confirm-action').click();
  await expect(page.getByText('Appointment cancelled')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(drawer).toBeHidden();
  await overlaysGone(page);
  await expect(page.getByTestId(`appointment-${id}`)).toHaveCount(0);
  expect((await appointmentsOn(api, shopId, free.date)).find((a) => a.id === id)?.status).toBe('cancelled');

  // Blocked time in the first stylist's column, now free again, as a holiday.
  await clickSlot(page, free.first, free.time);
  await expect(dialog).toBeVisible();
  await dialog.getByText('Blocked time', { exact: true }).click();
  await expect(dialog.getByTestId('time-off-stylist')).toHaveValue(nameOf(free.first));
  await expect(dialog.getByTestId('time-off-start')).toHaveValue(free.time);
  await dialog.getByTestId('time-off-category').click();
  await page.getByRole('option', { name: 'Holiday' }).click();
  await dialog.getByTestId('time-off-note').fill('Long weekend');
  await dialog.getByTestId('create-submit').click();
  await expect(page.getByText('Time blocked')).toBeVisible();

  let block: TimeOff | undefined;
  await expect
    .poll(async () => {
      block = (await timeOffOn(api, shopId, free.date)).find(
        (b) => b.stylistId === free.first && b.category === 'Holiday',
      );
      return block?.id;
    })
    .toBeTruthy();
  const blockCard = page.getByTestId(`time-off-${(block as TimeOff).id}`);
  await expect(blockCard).toBeVisible();
  await expect(blockCard).toContainText('Holiday');

  // Opened and freed again, after a confirmation.
  await blockCard.click();
  const details = page.getByTestId('time-off-details');
  await expect(details).toContainText('Long weekend');
  await details.getByTestId('time-off-delete').click();
  await details.getByTestId('time-off-confirm-delete').click();
  await expect(page.getByText('Blocked time deleted')).toBeVisible();
  await expect(blockCard).toHaveCount(0);
  expect((await timeOffOn(api, shopId, free.date)).some((b) => b.id === block?.id)).toBe(false);
  await api.dispose();
});

test('a read-only staff member sees the calendar but cannot add, move or change', async ({ page }) => {
  const { api, shopId } = await signedInApi();
  const service = await washAndBlowDry(api, shopId);
  const free = await findFreeTime(api, shopId, service.id);
  // An appointment of the owner's to open; the viewer's own clicks go to the free column beside it.
  const booked = await api.post(`/api/admin/shops/${shopId}/appointments`, {
    data: {
      services: [service.id],
      start: free.start,
      stylist: free.first,
      customer: { name: 'Olga Onlooker' },
    },
  });
  expect(booked.status()).toBe(201);
  const appointment = (await booked.json()) as Appointment;
  const email = `viewer-${Date.now()}@example.com`;
  await joinTeam(page, api, shopId, { email, role: 'ROLE_STAFF', readOnly: true });
  await expect(page.getByTestId('calendar')).toBeVisible();
  await expect(page.getByTestId('calendar-new')).toHaveCount(0);
  await goToDate(page, free.date);

  // A free slot opens nothing for a viewer: the next click's notice is then the only dialog.
  await clickSlot(page, free.second, free.time);
  // Outside the stylist's hours the viewer is told so, without the offer to add anyway.
  await clickSlot(page, free.first, '08:00');
  const notice = page.getByRole('dialog', { name: /^Outside .+’s working hours$/ });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(notice.getByRole('button', { name: 'Add anyway' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Cards open, but nothing in them can be changed, and none can be dragged.
  const card = page.getByTestId(`appointment-${appointment.id}`);
  await expect(card).toBeVisible();
  await expect(page.locator('.rbc-addons-dnd-resizable')).toHaveCount(0);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await card.click();
  const drawer = page.getByTestId('appointment-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-testid^="appointment-action-"]')).toHaveCount(0);
  await expect(drawer.getByTestId('drawer-section-reschedule')).toHaveCount(0);
  await expect(drawer.getByTestId('drawer-section-history')).toBeVisible();

  // Frees the time again for the specs that follow.
  expect(
    (await api.post(`/api/admin/shops/${shopId}/appointments/${appointment.id}/cancel`, { data: {} })).ok(),
  ).toBe(true);
  await api.dispose();
});

test('a walk-in at a time the stylist does not work is refused in words, with free times to pick', async ({
  page,
}) => {
  const { api, shopId } = await signedInApi();
  const service = await washAndBlowDry(api, shopId);
  const free = await findFreeTime(api, shopId, service.id);
  await signInToAdmin(page, '/calendar');
  await expect(page.getByTestId('calendar')).toBeVisible();
  await goToDate(page, free.date);

  // The day starts an hour before the first stylist does: 08:00 is before anyone's working hours,
  // and greyed out.
  await expect(slot(page, free.first, '07:45')).toHaveCount(0);
  await expect(slot(page, free.first, '08:00')).toHaveClass(/offHours/);
  // Picked there, the slot first says it is outside the stylist's hours; "Add anyway" opens the
  // dialog booking outside the hours, which is left off here to be refused.
  await clickSlot(page, free.first, '08:00');
  const notice = page.getByRole('dialog', { name: /^Outside .+’s working hours$/ });
  await notice.getByRole('button', { name: 'Add anyway' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the calendar' });
  await expect(dialog.getByTestId('override')).toBeChecked();
  await dialog.getByTestId('override').uncheck();
  await dialog.getByText('Walk-in', { exact: true }).click();
  await dialog.getByTestId('customer-search').fill('Anna Becker');
  await page.getByRole('option', { name: /Anna Becker/ }).click();
  await expect(dialog.getByTestId('customer-search')).toHaveValue('Anna Becker');
  await dialog.getByTestId('services-select').click();
  await page.getByRole('option', { name: /Wash & blow-dry/ }).click();
  await dialog.getByRole('heading', { name: 'Add to the calendar' }).click();
  await dialog.getByTestId('create-submit').click();

  const alert = dialog.getByTestId('form-error');
  await expect(alert).toContainText('This time is not free for the chosen stylist and services');
  const firstFree = alert.getByRole('button').first();
  await expect(firstFree).toBeVisible();
  await firstFree.click();
  await expect(dialog.getByTestId('start-time')).not.toHaveValue('08:00');
  const time = await dialog.getByTestId('start-time').inputValue();
  await dialog.getByTestId('create-submit').click();
  await expect(page.getByText('Walk-in added')).toBeVisible();

  const walkIn = (await appointmentsOn(api, shopId, free.date)).find(
    (a) => a.customer?.name === 'Anna Becker' && a.source === 'walk_in' && a.status === 'confirmed',
  );
  expect(walkIn?.label).toBe('WalkIn');
  expect(walkIn?.items[0]?.stylistId).toBe(free.first);
  expect(walkIn?.items[0]?.start.slice(11, 16)).toBe(time);
  await expect(page.getByTestId(`appointment-${walkIn?.id}`)).toContainText('Walk-in');

  // Frees the time again for the specs that follow.
  await api.post(`/api/admin/shops/${shopId}/appointments/${walkIn?.id}/cancel`, { data: {} });
  await api.dispose();
});
