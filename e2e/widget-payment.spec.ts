import { expect, test } from '@playwright/test';
import { MAIL_FILE, STRIPE_KEYS } from './constants.ts';
import { mailsTo } from './mail-catcher.ts';
import { BASE, openOwnSalon, reachConfirmationAsGuest } from './support.ts';

test('a deposit is paid in the widget, the webhook confirms the booking, and a late cancel keeps the salon’s share', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'pay',
    shopName: 'Paid Salon',
    ownerName: 'Paula Owner',
    password: 'a good long password',
  });
  try {
    // 80 % of the 30 € cut online; free cancellation until 48 hours before, half the price after.
    const settings = await salon.api.put(`${salon.base}/payment-settings`, {
      data: {
        stripe: STRIPE_KEYS,
        policy: { mode: 'deposit', depositKind: 'percent', depositValue: 80 },
        cancellation: { freeCancellationHours: 48, lateCancelPercent: 50, noShowPercent: 100 },
        serviceOverrides: [],
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    const rules = await salon.api.patch(`${salon.base}/rules`, { data: { changeWindowMinutes: 60 } });
    expect(rules.status()).toBe(200);

    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const stripeScripts: string[] = [];
    const toOurServer: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/v3')) stripeScripts.push(req.url());
      if (req.url().startsWith(BASE)) toOurServer.push(`${req.url()} ${req.postData() ?? ''}`);
    });
    const email = `payer-${salon.key}@example.com`;
    await reachConfirmationAsGuest(page, salon.shop.subdomain, { name: 'Petra Payer', email });

    // Confirmation states the terms and what is paid now; Stripe.js is not loaded yet.
    await expect(page.getByTestId('step-Confirmation')).toBeVisible();
    await expect(page.getByTestId('cancellation-terms')).toHaveText(
      'Cancellation terms: free cancellation until 48 hours before the appointment. A later cancellation costs 50 % of the price. Not turning up costs 100 % of the price.',
    );
    await expect(page.getByTestId('summary-deposit')).toHaveText('€24.00');
    expect(stripeScripts).toEqual([]);

    const created = page.waitForResponse(
      (res) => res.url().endsWith('/bookings') && res.request().method() === 'POST',
    );
    await page.getByTestId('confirm').click();
    const { booking, payment } = await (await created).json();
    expect(booking.status).toBe('awaiting_payment');
    expect(payment.amount).toEqual({ amount: 2400, currency: 'EUR' });

    // The payment step: Stripe's form (the stand-in's), paid in the browser.
    await expect(page.getByTestId('payment-step')).toBeVisible();
    expect(stripeScripts).toHaveLength(1);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByTestId('pay').click();
    // Confirmed by Stripe's signed message to the server, not by the browser.
    await expect(page.getByTestId('step-BookSuccess')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('confirmed-note')).toBeVisible();
    await expect(page.getByTestId('booking-deposit')).toHaveText('€24.00');
    // The card number went to Stripe (the stand-in) only, never to the salon's server.
    expect(toOurServer.filter((r) => r.includes('4242'))).toEqual([]);

    const money = async () =>
      (await (await salon.api.get(`${salon.base}/appointments/${booking.id}/money`)).json()).movements as {
        kind: string;
        status: string;
        amount: number;
        refundOf: string | null;
        id: string;
      }[];
    expect(await money()).toEqual([
      expect.objectContaining({ kind: 'charge', method: 'online', status: 'succeeded', amount: 2400 }),
    ]);
    // The confirmation mail went out once paid, with the terms.
    await expect
      .poll(
        () =>
          mailsTo(MAIL_FILE, email)
            .join('\n')
            .replace(/=\r?\n/g, ''),
        { timeout: 20_000 },
      )
      .toContain('A later cancellation costs 50 % of the price.');

    // Cancelled within 48 hours: half the 30 € price is kept, the other 9 € of the 24 € refunded.
    await page.getByTestId('manage-link').click();
    await page.getByTestId('manage-cancel').click();
    await page.getByTestId('manage-cancel-confirm').click();
    await expect(page.getByTestId('manage-status')).toContainText(/cancel/i);
    const after = await money();
    const charge = after.find((m) => m.kind === 'charge');
    expect(after.filter((m) => m.kind === 'refund')).toEqual([
      expect.objectContaining({ amount: 900, status: 'succeeded', refundOf: charge?.id }),
    ]);
  } finally {
    await salon.api.dispose();
  }
});

test('the customer gives up an unpaid hold in the widget and chooses another time at once', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'giveup',
    shopName: 'Given Up Salon',
    ownerName: 'Gina Owner',
    password: 'a good long password',
  });
  try {
    const settings = await salon.api.put(`${salon.base}/payment-settings`, {
      data: {
        stripe: STRIPE_KEYS,
        policy: { mode: 'deposit', depositKind: 'percent', depositValue: 80 },
        cancellation: { freeCancellationHours: 48, lateCancelPercent: 50, noShowPercent: 100 },
        serviceOverrides: [],
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const chosen = await reachConfirmationAsGuest(page, salon.shop.subdomain, {
      name: 'Gaby Giveup',
      email: `giveup-${salon.key}@example.com`,
    });
    const created = page.waitForResponse(
      (res) => res.url().endsWith('/bookings') && res.request().method() === 'POST',
    );
    await page.getByTestId('confirm').click();
    const { booking } = await (await created).json();
    await expect(page.getByTestId('payment-step')).toBeVisible();

    await page.getByTestId('payment-abandon').click();
    await expect(page.getByText('Your booking was cancelled and nothing was charged.')).toBeVisible();
    await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
    // The held time is offered again straight away, not after the hold's minutes.
    await page.locator('[data-testid^="day-"][data-available="true"]').first().click();
    await expect(page.getByTestId(chosen ?? '')).toBeVisible();
    const visit = await (await salon.api.get(`${salon.base}/appointments/${booking.id}`)).json();
    expect(visit.status).toBe('cancelled');
  } finally {
    await salon.api.dispose();
  }
});
