import { expect, test } from '@playwright/test';
import { STRIPE_KEYS } from './constants.ts';
import { BASE, bookKeepingCard, openOwnSalon, reachConfirmationAsGuest } from './support.ts';

test('where the salon requires a card for no-shows, the customer agrees to the terms and keeps a card through Stripe, and staff see it for the fee', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'card',
    shopName: 'Card Salon',
    ownerName: 'Carla Owner',
    password: 'a good long password',
  });
  try {
    const settings = await salon.api.put(`${salon.base}/payment-settings`, {
      data: {
        stripe: STRIPE_KEYS,
        policy: { mode: 'at_salon' },
        cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
        cardOnFileRequired: true,
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);

    const toOurServer: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(BASE)) toOurServer.push(`${req.url()} ${req.postData() ?? ''}`);
    });
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await reachConfirmationAsGuest(page, salon.shop.subdomain, {
      name: 'Karl Card',
      email: `card-${salon.key}@example.com`,
    });

    // The consent names the amounts: 100 % of the 30 € cut for a no-show, 50 % for a late cancel.
    const consent = page.getByTestId('card-consent');
    await expect(consent).toContainText('€30.00');
    await expect(consent).toContainText('€15.00');
    // Without the customer's consent nothing is booked.
    await page.getByTestId('confirm').click();
    await expect(page.locator('#card-consent-missing')).toBeVisible();
    await expect(page.getByTestId('card-setup-step')).toHaveCount(0);

    const booking = await bookKeepingCard(page);
    expect(toOurServer.filter((r) => r.includes('4242'))).toEqual([]);

    // Stripe's signed message told the server which card was kept: staff see it with the fee.
    await expect
      .poll(
        async () =>
          (await (await salon.api.get(`${salon.base}/appointments/${booking.id}/no-show-fee`)).json()).card,
        { timeout: 20_000 },
      )
      .toEqual({ brand: 'visa', last4: '4242' });
    const quote = await (await salon.api.get(`${salon.base}/appointments/${booking.id}/no-show-fee`)).json();
    expect(quote).toMatchObject({ amount: 3000, charged: false, noShowPercent: 100 });
  } finally {
    await salon.api.dispose();
  }
});
