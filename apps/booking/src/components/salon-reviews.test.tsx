import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render.tsx';
import { SalonReviews } from './salon-reviews.tsx';

const reviews = {
  count: 1,
  average: 5,
  latest: [
    {
      rating: 5,
      comment: 'Super coupe',
      author: 'Inès',
      reply: 'Merci, à bientôt',
      createdAt: '2026-11-20T10:00:00+01:00',
    },
  ],
};

describe('the salon’s reviews on its page', () => {
  it('introduce the salon’s answer as each language punctuates it', async () => {
    const french = await renderWidget(<SalonReviews reviews={reviews} />, 'fr');
    expect(screen.getByTestId('salon-review').textContent).toContain(
      'Réponse du salon\u202f: Merci, à bientôt',
    );
    french.unmount();
    await renderWidget(<SalonReviews reviews={reviews} />, 'en');
    expect(screen.getByTestId('salon-review').textContent).toContain(
      'Answer from the salon: Merci, à bientôt',
    );
  });
});
