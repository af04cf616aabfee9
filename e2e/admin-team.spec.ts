import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { MAIL_FILE } from './constants.ts';
import { invitationPathIn, mailsTo } from './mail-catcher.ts';
import { BASE, expectNoSeriousA11yViolations, signedInApi, signInToAdmin } from './support.ts';

const ZONE = 'Europe/Berlin';
/** The demo salon's date `days` from now, as YYYY-MM-DD. */
const shopDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * 864e5);

async function addService(page: Page, category: string, name: string, stylist: string) {
  await page.getByRole('button', { name: `Add a service to ${category}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByTestId('service-name').fill(name);
  await dialog.getByTestId('service-duration').fill('45');
  await dialog.getByTestId('service-price').fill('39.5');
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await dialog.getByRole('checkbox', { name: stylist, exact: true }).check();
  await dialog.getByTestId('service-save').click();
  await expect(dialog).toBeHidden();
}

test('the owner builds a menu and a stylist with hours, time off and a read-only login', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const stylistName = `Robin ${tag}`;
  const category = `Nails ${tag}`;
  const first = `Manicure ${tag}`;
  const second = `Pedicure ${tag}`;
  const email = `robin-${tag}@example.com`;
  const { api: owner, shopId } = await signedInApi();
  // The invitation is mailed in the inviter's language: the owner's, whichever an earlier test left.
  expect((await owner.patch('/api/me', { data: { locale: 'en' } })).ok()).toBe(true);

  // ── A new stylist, with the next free colour already picked ──────────────────────────────
  await signInToAdmin(page, '/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stylists-table')).toBeVisible();
  await expect(page.getByTestId('members-table')).toContainText('owner@demo.salon');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('add-stylist').click();
  const addDialog = page.getByRole('dialog', { name: 'Add a stylist' });
  await expect(addDialog.getByTestId('color-picker').locator('input:checked')).toHaveCount(1);
  await addDialog.getByLabel('Name').fill(stylistName);
  await addDialog.getByTestId('stylist-create').click();
  await expect(page.getByTestId('stylist-title')).toHaveText(stylistName);
  const stylistId = new URL(page.url()).pathname.split('/').pop() as string;

  // ── Weekly hours: Monday split in two; an overlap on Tuesday is refused until fixed ──────
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByTestId('hours-1-end-0').fill('13:00');
  await page.getByTestId('hours-1-add').click();
  await expect(page.getByTestId('hours-1-start-1')).toHaveValue('14:00');
  await expect(page.getByTestId('hours-1-end-1')).toHaveValue('18:00');
  await page.getByRole('switch', { name: 'Tuesday' }).check();
  await page.getByTestId('hours-2-add').click();
  await page.getByTestId('hours-2-start-1').fill('16:00');
  await page.getByTestId('hours-save').click();
  await expect(page.getByTestId('hours-2')).toContainText('The intervals overlap');
  await page.getByRole('button', { name: 'Remove interval 2 on Tuesday' }).click();
  await page.getByTestId('hours-save').click();
  await expect(page.getByText('Weekly hours saved.')).toBeVisible();
  const hours = await (await owner.get(`/api/admin/shops/${shopId}/stylists/${stylistId}/hours`)).json();
  expect(hours.days).toEqual([
    {
      weekday: 1,
      intervals: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    },
    { weekday: 2, intervals: [{ start: '09:00', end: '17:00' }] },
  ]);

  // ── Time off: a whole day, as a holiday ──────────────────────────────────────────────────
  const offDate = shopDate(3);
  await page.getByTestId('time-off-add').click();
  const offDialog = page.getByRole('dialog', { name: 'Add time off' });
  await offDialog.getByRole('switch', { name: 'All day' }).check();
  await offDialog.getByLabel('Start date').fill(offDate);
  // Away from the date fields, so that their calendars close.
  await offDialog.getByRole('heading', { name: 'Add time off' }).click();
  await expect(offDialog.getByLabel('End date')).toHaveValue(/.+/);
  await offDialog.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Holiday' }).click();
  await offDialog.getByLabel('Note').fill('Long weekend');
  await offDialog.getByTestId('time-off-save').click();
  await expect(offDialog).toBeHidden();
  await expect(page.getByTestId('time-off-table')).toContainText('Holiday');
  await expect(page.getByTestId('time-off-table')).toContainText('Long weekend');
  const blocked = await (
    await owner.get(
      `/api/admin/shops/${shopId}/time-off?from=${offDate}&to=${offDate}&stylistId=${stylistId}`,
    )
  ).json();
  expect(blocked.items).toHaveLength(1);
  expect(blocked.items[0]).toMatchObject({ category: 'Holiday', note: 'Long weekend' });
  // Midnight to midnight in the shop's zone, whatever the browser's.
  expect(blocked.items[0].start).toMatch(new RegExp(`^${offDate}T00:00:00`));
  await expectNoSeriousA11yViolations(page);

  // ── The menu: a category with two services for the new stylist ─────────────────────────
  await page.getByTestId('menu-services').click();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await page.getByTestId('new-category').click();
  const categoryDialog = page.getByRole('dialog', { name: 'New category' });
  await categoryDialog.getByLabel('Name').fill(category);
  await categoryDialog.getByTestId('category-save').click();
  const section = page.getByRole('region', { name: category });
  await expect(section).toBeVisible();

  await addService(page, category, first, stylistName);
  await addService(page, category, second, stylistName);
  const rows = section.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(first);
  await expect(rows.nth(1).getByRole('cell', { name: '45 min', exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText('€39.50');
  await expect(rows.nth(1)).toContainText('Online');
  await expect(rows.nth(1).getByTestId('service-stylist-count')).toHaveText('1');

  // Up with the keyboard: the focus stays on the moved row's button.
  await section.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(1)).toContainText(second);
  await expect(rows.nth(2)).toContainText(first);
  await expect(section.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  await expect
    .poll(async () => {
      const menu = (await (await owner.get(`/api/admin/shops/${shopId}/services`)).json()).items as {
        name: string;
        displayOrder: number;
      }[];
      const order = (name: string) => menu.find((s) => s.name === name)?.displayOrder ?? -1;
      return order(second) < order(first);
    })
    .toBe(true);
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('button', { name: `Archive ${second}` }).click();
  await expect(rows).toHaveCount(2);
  await page.getByTestId('archived-toggle').click();
  const archived = page.getByTestId('archived-list');
  await expect(archived).toContainText(second);
  await expect(archived.getByRole('button', { name: `Restore ${second}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ── Back on the stylist: the service is theirs; a read-only login is invited for them ───
  await page.goto(`/admin/team/${stylistId}`);
  await expect(page.getByTestId('stylist-title')).toHaveText(stylistName);
  await expect(page.getByRole('checkbox', { name: new RegExp(first) })).toBeChecked();
  await page.getByTestId('stylist-invite').click();
  const inviteDialog = page.getByRole('dialog', { name: `Invite a login for ${stylistName}` });
  await inviteDialog.getByLabel('E-mail').fill(email);
  await inviteDialog.getByRole('checkbox', { name: 'Can only view the calendar' }).check();
  await inviteDialog.getByTestId('invite-send').click();
  await expect(inviteDialog).toBeHidden();
  // Nothing is theirs until they accept: the stylist shows the invitation, not a login.
  await expect(page.getByTestId('stylist-invitation')).toContainText(email);
  await expect(page.getByTestId('stylist-member-email')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Team' }).first().click();
  const invitationRow = page.getByTestId(`invitation-row-${email}`);
  await expect(invitationRow).toContainText('Staff');
  await expect(invitationRow).toContainText('Read-only');
  await expect(invitationRow).toContainText(stylistName);
  await expect(page.getByTestId(`member-row-${email}`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // ── The invitee opens the mailed link, signs in with a code and accepts ─────────────────
  const invitation = mailsTo(MAIL_FILE, email);
  expect(invitation).toHaveLength(1);
  expect(invitation[0]).toMatch(/Invitation to join the team of/);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.addInitScript(() => localStorage.setItem('lang', 'en'));
  await staff.goto(invitationPathIn(MAIL_FILE, email));
  await staff.getByRole('link', { name: 'Sign in with a code' }).click();
  await staff.getByLabel('E-mail').fill(email);
  await staff.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(1);
  const code = /\b(\d{6})\b/.exec(mailsTo(MAIL_FILE, email).at(-1) as string)?.[1] as string;
  await staff.getByLabel('Code').fill(code);
  await staff.getByRole('button', { name: 'Verify' }).click();
  await expect(staff.getByTestId('invitation-offer')).toContainText('read-only staff');
  await expect(staff.getByTestId('invitation-offer')).toContainText('Demo');
  await expectNoSeriousA11yViolations(staff);
  await staff.getByTestId('invitation-accept').click();
  await expect(staff.getByTestId('menu-calendar')).toBeVisible();
  await expect(staff.locator('[data-testid^="menu-"]')).toHaveCount(1);

  // ── The owner now sees them on the team, with the stylist's login ───────────────────────
  await page.reload();
  await expect(page.getByTestId(`member-row-${email}`)).toContainText('Staff');
  await expect(page.getByTestId(`member-row-${email}`)).toContainText(stylistName);
  await expect(page.getByTestId(`invitation-row-${email}`)).toHaveCount(0);
  const stylistRow = page.getByTestId(`stylist-row-${stylistId}`);
  await expect(stylistRow.getByTestId('stylist-login')).toContainText(email);
  await expect(stylistRow.getByTestId('stylist-login')).toContainText('Read-only');

  // ── An appointment of a demo stylist, on a day the read-only member then opens ───────────
  const demoStylist = (await (await owner.get(`/api/admin/shops/${shopId}/stylists`)).json()).items[0];
  const services = (await (await owner.get(`/api/admin/shops/${shopId}/services`)).json()).items as {
    id: string;
    active: boolean;
    stylists: { stylistId: string }[];
  }[];
  const service = services.find((s) => s.active && s.stylists.some((p) => p.stylistId === demoStylist.id));
  expect(service).toBeDefined();
  const availability = await (
    await owner.get(
      `/api/admin/shops/${shopId}/availability?services=${service?.id}&from=${shopDate(1)}&to=${shopDate(14)}&stylist=${demoStylist.id}`,
    )
  ).json();
  const day = availability.days.find((d: { slots: unknown[] }) => d.slots.length > 0);
  const created = await owner.post(`/api/admin/shops/${shopId}/appointments`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      services: [service?.id],
      start: day.slots[0].start,
      stylist: demoStylist.id,
      customer: { name: `Read Only Check ${tag}` },
    },
  });
  expect(created.status()).toBe(201);
  const appointment = await created.json();

  // ── The read-only member sees only the calendar ──────────────────────────────────────────
  await staff.getByTestId('menu-calendar').click();
  await expect(staff.getByTestId('calendar')).toBeVisible();
  await staff.getByTestId('calendar-view-day').click();
  const offset = Math.round((Date.parse(day.date) - Date.parse(shopDate(0))) / 864e5);
  for (let i = 0; i < offset; i++) await staff.getByTestId('calendar-next').click();
  const card = staff.getByTestId(`appointment-${appointment.id}`).first();
  await expect(card).toBeVisible();

  // A drag moves nothing: their cards have no drag handles, the page sends no change, and the
  // server still has the start. (The same gesture moves a card for staff who may change it.)
  await expect(staff.locator('.rbc-addons-dnd-resizable')).toHaveCount(0);
  const changes: string[] = [];
  staff.on('request', (request) => {
    if (request.method() === 'PATCH') changes.push(request.url());
  });
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await staff.locator('.rbc-event', { has: card }).boundingBox();
  if (!box) throw new Error('the card has no box');
  await staff.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await staff.mouse.down();
  await staff.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 2, { steps: 4 });
  await staff.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 120, { steps: 12 });
  await staff.mouse.up();
  // A drop the calendar took would send its PATCH from the drop's own handlers, before the next
  // frames are drawn; the list is checked again at the end, after several round trips.
  await staff.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(changes).toEqual([]);
  await expect(staff.getByText('Appointment moved')).toHaveCount(0);
  const after = await (await owner.get(`/api/admin/shops/${shopId}/appointments/${appointment.id}`)).json();
  expect(Date.parse(after.start)).toBe(Date.parse(appointment.start));

  // And the server refuses their change through the API.
  const refused = await staff.request.patch(`/api/admin/shops/${shopId}/appointments/${appointment.id}`, {
    headers: { origin: BASE },
    data: { note: 'moved by a read-only member' },
  });
  expect(refused.status()).toBe(403);
  expect(changes).toEqual([]);

  // Leave the demo salon's day as it was for the specs after this one.
  const cancelled = await owner.post(`/api/admin/shops/${shopId}/appointments/${appointment.id}/cancel`, {
    data: {},
  });
  expect(cancelled.ok()).toBe(true);
  await staffContext.close();
  await owner.dispose();
});
