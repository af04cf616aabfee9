import settings from '@salon/i18n/locales/en/settings.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { GoogleReviewTab } from './google-review-tab.tsx';

const path = `/api/admin/shops/${testShop.id}/review-settings`;
const saved = {
  googlePlaceId: null,
  googleReviewUrl: null,
  showReviewsInWidget: false,
  googleReviewLink: null,
};
const g = settings.googleReview;

describe('the googleReview tab of the settings', () => {
  it('checks the Place ID, shows the link reviewers get, and saves only what changed', async () => {
    const requests = stubServer(
      on('GET', path, { body: saved }),
      on('PATCH', path, (_url, body) => ({ body: { ...saved, ...(body as object), googleReviewLink: 'x' } })),
    );
    const user = userEvent.setup();
    renderWithApp(<GoogleReviewTab shopId={testShop.id} />);
    await screen.findByTestId('google-review-form');
    expect(screen.getByTestId('google-review-preview').textContent).toBe(g.noLink);

    const placeId = screen.getByRole('textbox', { name: new RegExp(`^${g.placeId}`) });
    await user.type(placeId, 'not a place');
    await user.click(screen.getByTestId('google-review-save'));
    expect(await screen.findByText(g.invalid.placeId)).toBeDefined();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.clear(placeId);
    await user.type(placeId, 'ChIJN1t_tDeuEmsRUsoyG83frY4');
    await user.click(screen.getByRole('switch', { name: (name) => name.startsWith(g.showInWidget) }));
    expect(screen.getByTestId('google-review-preview').textContent).toContain(
      'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
    );
    await user.click(screen.getByTestId('google-review-save'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      showReviewsInWidget: true,
    });
  });
});
