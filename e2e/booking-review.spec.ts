import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { idLinkToken } from '../apps/server/src/infra/link-tokens.ts';
import { E2E_SECRET } from './constants.ts';
import { expectNoSeriousA11yViolations, openOwnSalon, signInToAdmin } from './support.ts';

const en = resources.en.booking.review;
const admin = resources.en.admin.reviews;
const PLACE = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const GOOGLE = `https://search.google.com/local/writereview?placeid=${PLACE}`;

/** The link the review request mail carries, derived as the server derives it (apps/server/src/infra/secrets.ts). */
const reviewPath = (subdomain: string, appointmentId: string, customerId: string) => {
  const tokens = createHmac('sha256', E2E_SECRET).update('stored-tokens').digest();
  return `/book/${subdomain}/review/${idLinkToken(tokens, 'review', appointmentId, customerId)}`;
};

test.use({ locale: 'en-GB' });

test('a customer rates a completed visit, is offered Google at 1 star, changes it; the salon answers', async ({
  page,
}) => {
  const { api, email, password, shop, base, serviceId } = await openOwnSalon({
    label: 'review',
    shopName: 'Review Salon',
    ownerName: 'Ria Review',
    password: 'review salon owner',
  });
  expect((await api.patch(`${base}/review-settings`, { data: { googlePlaceId: PLACE } })).ok()).toBe(true);
  // Yesterday at 10:00 in Berlin: a visit that has taken place.
  const yesterday = new Date(Date.now() - 864e5).toISOString().slice(0, 10);
  const stylists = await (await api.get(`${base}/stylists`)).json();
  const booked = await api.post(`${base}/appointments`, {
    data: {
      services: [serviceId],
      start: `${yesterday}T10:00:00+01:00`,
      stylist: (stylists.items ?? stylists)[0].id,
      customer: { name: 'Rosa Review', email: `rosa-${Date.now()}@example.com` },
      override: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointment = await booked.json();
  const path = reviewPath(shop.subdomain, appointment.id, appointment.customer.id);

  // Not completed yet: the link says so.
  await page.goto(path);
  await expect(page.getByTestId('review-error')).toContainText(resources.en.errors.ReviewNotAvailable);
  expect((await api.post(`${base}/appointments/${appointment.id}/complete`, { data: {} })).ok()).toBe(true);

  await page.goto(path);
  await expect(page.getByTestId('review-visit')).toContainText('Cut with Rita');
  await expectNoSeriousA11yViolations(page);
  // Sending without stars asks for them.
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-problem')).toHaveText(en.chooseStars);
  await page.getByRole('radio', { name: '1 star', exact: true }).check();
  await page.getByLabel(en.commentLabel).fill('Waited forty minutes.');
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-thanks')).toBeVisible();
  // Offered Google after one star, as after five.
  await expect(page.getByTestId('review-google-link')).toHaveAttribute('href', GOOGLE);
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('review-edit').click();
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
  // The stars are one radio group: the arrow keys move along it.
  await page.getByRole('radio', { name: '1 star', exact: true }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
  await page.getByLabel(en.commentLabel).fill('Waited, but the cut is perfect.');
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-comment')).toHaveText('Waited, but the cut is perfect.');
  await expect(page.getByTestId('review-google-link')).toHaveAttribute('href', GOOGLE);

  // The salon reads it and answers publicly.
  await signInToAdmin(page, '/reviews', email, password);
  const card = page.getByTestId('review-card');
  await expect(card.getByTestId('review-comment')).toHaveText('Waited, but the cut is perfect.');
  await expect(page.getByTestId('reviews-summary')).toContainText('1 review');
  await card.getByTestId('review-reply-toggle').click();
  await page.getByLabel(admin.replyLabel).fill('Sorry for the wait, and thank you!');
  await card.getByTestId('review-reply-save').click();
  await expect(card.getByTestId('review-reply')).toContainText('Sorry for the wait, and thank you!');
  await expectNoSeriousA11yViolations(page);

  await page.goto(path);
  await expect(page.getByTestId('review-reply')).toContainText('Sorry for the wait, and thank you!');
  // A link cut short or changed leads nowhere but to the salon.
  await page.goto(`${path.slice(0, -4)}AAAA`);
  await expect(page.getByTestId('review-error')).toHaveText(en.invalid);
  await expect(page.getByTestId('review-booking-page')).toHaveAttribute('href', `/book/${shop.subdomain}`);
  await api.dispose();
});
