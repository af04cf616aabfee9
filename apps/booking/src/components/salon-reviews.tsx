import type { PublicShop } from '../api/types.ts';
import { useI18n } from '../lib/i18n-context.tsx';

/** The salon's rating and latest reviews, when it chose to show them (the shop answer carries them then). */
export function SalonReviews({ reviews }: { reviews: PublicShop['reviews'] }) {
  const { t, locale } = useI18n();
  if (!reviews || reviews.count === 0 || reviews.average === null) return null;
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(reviews.average);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className="salon-reviews" aria-labelledby="salon-reviews-title" data-testid="salon-reviews">
      <h3 id="salon-reviews-title" className="group-title">
        {t('reviews.title')}
      </h3>
      <p data-testid="salon-reviews-summary">
        <span className="review-stars" aria-hidden="true">
          ★
        </span>{' '}
        {t('reviews.summary', { count: reviews.count, average })}
      </p>
      <ul className="choices">
        {reviews.latest.map((review) => (
          <li
            key={`${review.createdAt}-${review.author ?? ''}`}
            className="review-reply"
            data-testid="salon-review"
          >
            <p>
              <span
                className="review-stars"
                role="img"
                aria-label={t('review.starsLabel', { count: review.rating })}
              >
                {'★'.repeat(review.rating)}
                <span className="review-stars-off">{'★'.repeat(5 - review.rating)}</span>
              </span>
            </p>
            {review.comment ? <p className="review-comment">{review.comment}</p> : null}
            <p className="hint">
              {[review.author, date.format(new Date(review.createdAt))].filter(Boolean).join(' · ')}
            </p>
            {review.reply ? (
              <p className="hint">
                <strong>{t('reviews.replyLabel')}</strong> {review.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
