import { expect, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { STRIPE_KEYS } from './constants.ts';
import {
  bookKeepingCard,
  expectNoSeriousA11yViolations,
  inBerlin,
  openOwnSalon,
  reachConfirmationAsGuest,
  signInToAdmin,
  stripeStandInRequests,
} from './support.ts';

const de = resources.de.admin;

test('staff charge a no-show the fee to the card the customer kept on file, once, from the visit in the calendar', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'noshow',
    shopName: 'Gebühren Salon',
    ownerName: 'Greta Gebühr',
    password: 'correct horse battery',
  });
  try {
    // Half of the €30 cut for a no-show, and a card on file required to book.
    const settings = await salon.api.put(`${salon.base}/payment-settings`, {
      data: {
        stripe: STRIPE_KEYS,
        policy: { mode: 'at_salon' },
        cancellation: { freeCancellationHours: 24, lateCancelPercent: 25, noShowPercent: 50 },
        cardOnFileRequired: true,
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);

    // The customer books in the widget and keeps a card for the salon's policy.
    const email = `nora-${salon.key}@example.com`;
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    });
    await reachConfirmationAsGuest(page, salon.shop.subdomain, { name: 'Nora Nichtda', email });
    const booking = await bookKeepingCard(page);
    // Stripe's signed message tells the server which card was kept, a moment later.
    await expect
      .poll(
        async () =>
          (await (await salon.api.get(`${salon.base}/appointments/${booking.id}/no-show-fee`)).json()).card,
        { timeout: 20_000 },
      )
      .toEqual({ brand: 'visa', last4: '4242' });

    // Her visit of yesterday, booked by phone, that she did not come to.
    const yesterday = inBerlin('10:00', -1);
    const stylists = await (await salon.api.get(`${salon.base}/stylists`)).json();
    const booked = await salon.api.post(`${salon.base}/appointments`, {
      data: {
        services: [salon.serviceId],
        start: yesterday,
        stylist: stylists.items[0].id,
        customer: { name: 'Nora Nichtda', email },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const visit = await booked.json();
    const calendarOfYesterday = `/admin/calendar?date=${yesterday.slice(0, 10)}`;

    // Staff, in German, open it in the calendar and mark it as a no-show.
    await signInToAdmin(page, '/calendar', salon.email, salon.password);
    await expect(page.getByTestId('calendar')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.goto(calendarOfYesterday);
    const card = page.getByTestId(`appointment-${visit.id}`).first();
    await card.click();
    const drawer = page.getByTestId('appointment-drawer');
    await expect(drawer.getByTestId('appointment-status')).toHaveText(de.calendar.status.confirmed);
    await drawer.getByTestId('appointment-action-no-show').click();
    await expect(page.getByText(de.calendar.done['no-show'])).toBeVisible();

    // On a phone from here on: the drawer's Payments show the policy, the amount and the card.
    await page.setViewportSize({ width: 390, height: 844 });
    await card.click();
    await expect(drawer.getByTestId('appointment-status')).toHaveText(de.calendar.status.no_show);
    await drawer.getByTestId('drawer-section-money').click();
    await expect(drawer.getByTestId('drawer-section-money')).toHaveText(de.calendar.money.title);
    const money = drawer.getByTestId('money-section');
    await expect(money.getByTestId('money-none')).toHaveText(de.calendar.money.none);
    await expect(money.getByTestId('money-fee-policy')).toHaveText(
      'Regel bei Nichterscheinen: 50 % von 30,00 €, abzüglich 0,00 € online bezahlt — 15,00 € zu belasten.',
    );
    await expect(money.getByTestId('money-fee-card')).toHaveText('Hinterlegte Karte: visa •••• 4242');
    const open = money.getByTestId('money-fee-open');
    await expect(open).toHaveText('Nichterscheinen-Gebühr belasten (15,00 €)');
    await expectNoSeriousA11yViolations(page);

    // Charged after a confirmation that names the amount and the card.
    await open.click();
    const confirm = page.getByRole('dialog', { name: de.calendar.money.feeTitle });
    await expect(confirm).toContainText(
      '15,00 € werden der Karte visa •••• 4242 belastet. Das lässt sich nicht rückgängig machen, nur erstatten.',
    );
    await expectNoSeriousA11yViolations(page);
    await confirm.getByTestId('money-fee-submit').click();
    await expect(page.getByText('Nichterscheinen-Gebühr von 15,00 € belastet')).toBeVisible();
    await expect(confirm).toBeHidden();

    // Recorded as the visit's fee, and not offered again.
    const expectCharged = async () => {
      const movements = money.getByTestId('money-movements');
      await expect(movements.getByRole('row')).toHaveCount(1);
      const row = movements.getByRole('row').first();
      await expect(row).toContainText(
        `${de.calendar.money.kind.fee} · ${de.calendar.money.method.card_on_file}`,
      );
      await expect(row).toContainText(de.calendar.money.reasons.no_show);
      await expect(row).toContainText(de.calendar.money.status.succeeded);
      await expect(row).toContainText('15,00 €');
      await expect(money.getByTestId('money-fee-charged')).toHaveText(de.calendar.money.feeCharged);
      await expect(money.getByTestId('money-fee-open')).toHaveCount(0);
    };
    await expectCharged();

    // Still so after a reload, back on yesterday from today's calendar.
    await page.reload();
    await expect(page.getByTestId('calendar')).toBeVisible();
    await page.getByRole('button', { name: de.calendar.previous }).click();
    await card.click();
    await drawer.getByTestId('drawer-section-money').click();
    await expectCharged();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    // Stripe was asked once, off-session, for the fee on the kept card.
    const asked = (await stripeStandInRequests()).filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payment_intents' &&
        (r.body.metadata as Record<string, string> | undefined)?.appointmentId === visit.id,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({
      amount: '1500',
      currency: 'eur',
      off_session: 'true',
      confirm: 'true',
      metadata: { kind: 'no_show_fee' },
    });
  } finally {
    await salon.api.dispose();
  }
});
