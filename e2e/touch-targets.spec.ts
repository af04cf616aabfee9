import { expect, type Locator, type Page, test } from '@playwright/test';
import { settingsTabs } from '../apps/admin/src/features/settings/lib/settings-tabs.ts';
import { MAIL_FILE } from './constants.ts';
import { mailsTo } from './mail-catcher.ts';
import { seriousA11yViolations, signInToAdmin } from './support.ts';

/**
 * Every control of the three faces can be hit with a finger (WCAG 2.5.5: 44 × 44 CSS pixels at a
 * phone's 390 px) and axe finds nothing serious on any page or dialog, in English and German, on a
 * phone and on a desktop.
 *
 * Exempt, and why:
 * - links inside a sentence (WCAG 2.5.8's inline exception): their size is the text's;
 * - appointment cards and "+ n more" links inside the calendar grid: their height is the
 *   appointment's length (a 15-minute visit is a short card), and the grid's time slot around
 *   them is the larger target;
 * - scrollable regions made focusable for the keyboard (a wide table): a finger scrolls them
 *   anywhere, they are not a target to hit;
 * - elements hidden from everyone (zero size, clipped as the skip link until focused, or behind
 *   the closed phone menu off the left edge).
 */

const MIN = 44;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The interactive elements under 44 × 44 inside `scope`, as "name (w×h)". */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, min) => {
    const selector =
      'a, button, input, select, textarea, [role=button], [role=tab], [role=checkbox], [role=switch], [role=radio], [tabindex="0"]';
    const exempt = '.rbc-event, .rbc-show-more, [role=region][tabindex="0"]';
    const width = document.documentElement.scrollWidth;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Off the page's left or top edge: the closed phone menu, the skip link until focused.
      return (
        r.width > 1 &&
        r.height > 1 &&
        style.visibility !== 'hidden' &&
        r.right > 0 &&
        r.left < width &&
        r.bottom + scrollY > 0
      );
    };
    const inSentence = (el: Element) =>
      el.tagName === 'A' &&
      Array.from(el.parentElement?.childNodes ?? []).some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 1,
      );
    const seen = new Set<Element>();
    const out: string[] = [];
    for (const el of Array.from(root.querySelectorAll(selector))) {
      if (el.closest(exempt) || el.closest('[aria-hidden="true"], [inert]') || inSentence(el)) continue;
      if (el.matches('[disabled], input[type=hidden]')) continue;
      // A checkbox, radio or switch is hit through its label too: the target is both together.
      const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
      const parts = [el, ...labels].filter(shown);
      if (!parts.length) continue;
      const target = parts.find((p) => p !== el && p.contains(el)) ?? el;
      if (seen.has(target)) continue;
      seen.add(target);
      const rects = parts.map((p) => p.getBoundingClientRect());
      const w = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left));
      const h = Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top));
      if (w >= min - 0.5 && h >= min - 0.5) continue;
      const name =
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText?.trim().slice(0, 40) ||
        (labels[0]?.textContent ?? '').trim().slice(0, 40) ||
        el.getAttribute('data-testid') ||
        el.getAttribute('placeholder') ||
        `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`;
      out.push(`${name} (${Math.round(w)}×${Math.round(h)})`);
    }
    return out;
  }, MIN);
}

type Check = { problems: string[] };

/** Checks the page or dialog as it is now: its targets at a phone width, axe always. */
async function check(page: Page, where: string, found: Check, scope?: Locator) {
  // Live updates keep a request open, so "no more requests" never comes: wait for placeholders to
  // go (a section that refreshes on its own may stay busy; then its content is judged as it is).
  await expect(page.locator('.mantine-Skeleton-root[data-visible]'))
    .toHaveCount(0)
    .catch(() => {});
  if (page.viewportSize()?.width === PHONE.width)
    for (const small of await smallTargets(scope ?? page.locator('body')))
      found.problems.push(`${where}: ${small} is under ${MIN}×${MIN}`);
  for (const finding of await seriousA11yViolations(page)) found.problems.push(`${where}: ${finding}`);
}

const dialog = (page: Page) => page.getByRole('dialog').last();

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function adminStops(page: Page, found: Check) {
  await page.goto('/admin/calendar');
  await expect(page.getByTestId('calendar')).toHaveAttribute('aria-busy', 'false');
  for (const view of ['day', 'week', 'month'] as const) {
    await page.getByTestId(`calendar-view-${view}`).click();
    await expect(page.getByTestId('calendar')).toHaveAttribute('aria-busy', 'false');
    await check(page, `calendar ${view}`, found);
  }
  await page.getByTestId('calendar-view-day').click();
  await page.getByTestId('calendar-new').click();
  await expect(dialog(page)).toBeVisible();
  await check(page, 'new entry dialog', found, dialog(page));
  await closeDialog(page);

  // The demo's bookings: the first card of the week opens the appointment drawer.
  await page.getByTestId('calendar-view-week').click();
  await expect(page.getByTestId('calendar')).toHaveAttribute('aria-busy', 'false');
  const card = page.locator('[data-testid="calendar"] [data-testid^="appointment-"]').first();
  if (await card.count()) {
    await card.click();
    await expect(page.getByTestId('appointment-drawer')).toBeVisible();
    await check(page, 'appointment drawer', found, dialog(page));
    await closeDialog(page);
  }

  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, 'dashboard', found);

  await page.goto('/admin/customers');
  await expect(page.getByTestId('customers-new')).toBeVisible();
  await check(page, 'customers', found);
  await page.getByTestId('customers-import').click();
  await expect(page.getByTestId('import-file')).toBeVisible();
  await check(page, 'import dialog', found, dialog(page));
  await closeDialog(page);

  await page.goto('/admin/services');
  await expect(page.getByTestId('new-service')).toBeVisible();
  await check(page, 'services', found);

  await page.goto('/admin/sales');
  await expect(page.getByTestId('sales-new')).toBeVisible();
  await check(page, 'sales', found);

  await page.goto('/admin/team');
  await expect(page.getByTestId('add-stylist')).toBeVisible();
  await check(page, 'team', found);
  const invite = page.getByTestId('stylist-invite').first();
  if (await invite.count()) {
    await invite.click();
    await expect(dialog(page)).toBeVisible();
    await check(page, 'invite dialog', found, dialog(page));
    await closeDialog(page);
  }

  for (const tab of settingsTabs) {
    await page.goto(`/admin/settings/${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await check(page, `settings ${tab}`, found);
  }
}

for (const lang of ['en', 'de'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    const at = `${lang} at ${viewport.width} px`;

    test(`every admin control is reachable and readable, ${at}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      await signInToAdmin(page, '/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      const found: Check = { problems: [] };
      await adminStops(page, found);
      expect(found.problems).toEqual([]);
    });

    test(`every widget control is reachable and readable, ${at}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const found: Check = { problems: [] };
      await page.goto('/book/demo');
      await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();
      await check(page, 'widget services', found);
      await page.getByRole('checkbox').first().check();
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('step-DateAndTime')).toBeVisible();
      await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
      for (let week = 0; ; week++) {
        const day = page.locator('[data-testid^="day-"][data-available="true"]').first();
        if (await day.count()) {
          await day.click();
          break;
        }
        if (week > 5) throw new Error('no free time in six weeks');
        await page.getByTestId('next-week').click();
        await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
      }
      await expect(page.locator('[data-testid^="time-"]').first()).toBeVisible();
      await check(page, 'widget date and time', found);
      await page.locator('[data-testid^="time-"]').first().click();
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('stylist-any')).toBeVisible();
      await check(page, 'widget stylist', found);
      await page.getByTestId('stylist-any').check();
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('continue-as-guest')).toBeVisible();
      await check(page, 'widget sign-in', found);
      await page.getByTestId('continue-as-guest').click();
      await expect(page.getByTestId('customer-name')).toBeVisible();
      await check(page, 'widget details', found);
      expect(found.problems).toEqual([]);
    });

    test(`every customer site control is reachable and readable, ${at}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const found: Check = { problems: [] };
      await page.goto('/account/');
      await expect(page.getByTestId('code-email')).toBeVisible();
      await check(page, 'customer sign-in', found);
      const email = `touch-${lang}-${viewport.width}-${Date.now()}@example.com`;
      const before = mailsTo(MAIL_FILE, email).length;
      await page.getByTestId('code-email').fill(email);
      await page.getByTestId('code-send').click();
      await expect(page.getByTestId('code-sent')).toBeVisible();
      await check(page, 'customer sign-in code', found);
      await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(before);
      const code = /\b(\d{6})\b/.exec(mailsTo(MAIL_FILE, email).at(-1) ?? '')?.[1] ?? '';
      await page.getByTestId('code-input').fill(code);
      await page.getByTestId('code-submit').click();
      await expect(page.getByTestId('code-email')).toHaveCount(0);
      await check(page, 'customer appointments', found);
      expect(found.problems).toEqual([]);
    });
  }
}
