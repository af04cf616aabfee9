import { AbilityProvider } from '@casl/react';
import { type AdminReviewListResponse, defineAbilityFromRoles } from '@salon/domain';
import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { ReviewsPage } from './reviews-page.tsx';

const base = `/api/admin/shops/${testShop.id}/reviews`;
const ana = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ana' };
const review = (n: number, rating: number, extra: object = {}) => ({
  id: `00000000-0000-4000-8000-00000000020${n}`,
  appointmentId: `00000000-0000-4000-8000-00000000030${n}`,
  visitStartsAt: '2026-11-24T09:00:00.000Z',
  customerName: `Customer ${n}`,
  stylists: [ana],
  hidden: false,
  rating,
  comment: `Comment ${n}`,
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-24T12:00:00.000Z',
  updatedAt: '2026-11-24T12:00:00.000Z',
  ...extra,
});
const answer: AdminReviewListResponse = {
  items: [review(1, 5), review(2, 1, { hidden: true })],
  total: 2,
  summary: { count: 2, average: 3 },
  byStylist: [{ stylistId: ana.id, name: 'Ana', count: 2, average: 3 }],
};
const r = admin.reviews;

function show(roles: string[]) {
  const ability = defineAbilityFromRoles({ id: 'u1', roles: [], shops: [{ shopId: testShop.id, roles }] });
  return renderWithApp(
    <AbilityProvider value={ability}>
      <ReviewsPage />
    </AbilityProvider>,
  );
}

describe('the Reviews page', () => {
  it('shows the figures, the reviews with a hidden one marked, and replies and hides for the owner', async () => {
    const requests = stubServer(
      on('GET', base, { body: answer }),
      on('PUT', `${base}/${review(1, 5).id}/reply`, (_url, body) => ({
        body: { ...review(1, 5), ...(body as object) },
      })),
      on('PUT', `${base}/${review(2, 1).id}/hidden`, (_url, body) => ({
        body: { ...review(2, 1), ...(body as object) },
      })),
    );
    const user = userEvent.setup();
    show(['ROLE_SHOP_ADMIN']);
    const cards = await screen.findAllByTestId('review-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('reviews-summary').textContent).toContain('2 reviews');
    expect(within(screen.getByTestId('reviews-by-stylist')).getByText('Ana')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByTestId('review-hidden-badge').textContent).toBe(
      r.hiddenBadge,
    );

    await user.click(within(cards[0] as HTMLElement).getByTestId('review-reply-toggle'));
    await user.type(screen.getByTestId('review-reply-input'), 'Thank you!');
    await user.click(screen.getByTestId('review-reply-save'));
    await waitFor(() => expect(requests.filter((q) => q.method === 'PUT')).toHaveLength(1));
    expect(requests.find((q) => q.method === 'PUT')?.body).toEqual({ reply: 'Thank you!' });

    await user.click(within(cards[1] as HTMLElement).getByRole('button', { name: r.show }));
    await waitFor(() => expect(requests.filter((q) => q.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((q) => q.method === 'PUT')[1]?.body).toEqual({ hidden: false });
  });

  it('offers staff who may not answer for the salon no reply or hide', async () => {
    stubServer(on('GET', base, { body: answer }));
    show(['ROLE_STAFF']);
    await screen.findAllByTestId('review-card');
    expect(screen.queryByTestId('review-reply-toggle')).toBeNull();
    expect(screen.queryByTestId('review-hide')).toBeNull();
  });
});
