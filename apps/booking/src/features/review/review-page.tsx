import { REVIEW_COMMENT_MAX } from '@salon/domain/reviews';
import { Notice } from '@salon/web/react/notice';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Loading } from '../../components/loading.tsx';
import { WidgetShell } from '../../components/widget-shell.tsx';
import { useI18n } from '../../lib/i18n-context.tsx';
import { bookPath, type EmbedMode } from '../../lib/route.ts';
import { useLinkPage } from '../../lib/use-link-page.ts';
import { getReviewPage, sendReview } from './api/review.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * `/book/:subdomain/review/:token`: from the review request mail, the customer rates the visit and
 * may change the review for 14 days. After sending, every reviewer is offered the salon's Google
 * link alike, whatever the rating.
 */
export function ReviewPage({
  token,
  subdomain,
  embed,
}: {
  token: string;
  subdomain: string;
  embed: EmbedMode;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [editing, setEditing] = useState(false);
  const [thanks, setThanks] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const commentId = useId();

  const {
    data: page,
    setData: setPage,
    loadError,
  } = useLinkPage(token, getReviewPage, 'ReviewLinkInvalid', (found) => {
    setRating(found.review?.rating ?? 0);
    setComment(found.review?.comment ?? '');
  });

  const branding = page ? { color: page.shop.brandColor, logoUrl: page.shop.logoUrl } : null;
  const shell = (body: ReactNode) => (
    <WidgetShell shopName={page?.shop.name} branding={branding} embed={embed}>
      <div className="step">
        <h2 className="step-heading">{t('review.title')}</h2>
        {body}
      </div>
    </WidgetShell>
  );
  const toBookingPage = (
    <a
      className="button button-secondary"
      data-testid="review-booking-page"
      href={bookPath(page?.shop.subdomain ?? subdomain)}
    >
      {t('review.toBookingPage')}
    </a>
  );

  if (loadError) {
    const code = codeOf(loadError);
    const text =
      !token || code === 'ReviewLinkInvalid' || code === 'NotFound'
        ? t('review.invalid')
        : messageOf(i18n, loadError);
    return shell(
      <>
        <Notice testId="review-error">{text}</Notice>
        <div className="link-actions">{toBookingPage}</div>
      </>,
    );
  }
  if (!page) return shell(<Loading />);

  const date = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeZone: page.shop.timeZone,
  }).format(new Date(page.visit.startsAt));
  const until = page.editableUntil
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: page.shop.timeZone }).format(
        new Date(page.editableUntil),
      )
    : null;
  const canEdit = page.editableUntil === null || Date.now() <= Date.parse(page.editableUntil);
  const visit = (
    <p data-testid="review-visit">
      {t('review.visit', {
        date,
        services: page.visit.services.join(', '),
        stylists: page.visit.stylists.join(', '),
      })}
    </p>
  );
  const google = page.googleReviewUrl ? (
    <div className="review-google" data-testid="review-google">
      <p>{t('review.googleInvite', { shop: page.shop.name })}</p>
      <a
        className="button"
        href={page.googleReviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="review-google-link"
      >
        {t('review.googleButton')}
      </a>
    </div>
  ) : null;

  // The review as sent: thanks (right after sending), the stars, the salon's answer, and a way to change it.
  if (page.review && !editing) {
    return shell(
      <>
        {thanks ? (
          <Notice kind="success" testId="review-thanks">
            {t('review.thanks', { shop: page.shop.name })}
          </Notice>
        ) : null}
        {visit}
        <p
          className="review-stars"
          role="img"
          aria-label={t('review.starsLabel', { count: page.review.rating })}
        >
          {'★'.repeat(page.review.rating)}
          <span className="review-stars-off">{'★'.repeat(5 - page.review.rating)}</span>
        </p>
        {page.review.comment ? (
          <blockquote className="review-comment" data-testid="review-comment">
            {page.review.comment}
          </blockquote>
        ) : null}
        {page.review.reply ? (
          <div className="review-reply" data-testid="review-reply">
            <p className="choice-title">{t('review.replyFrom', { shop: page.shop.name })}</p>
            <p>{page.review.reply}</p>
          </div>
        ) : null}
        {google}
        <div className="link-actions">
          {canEdit ? (
            <button
              type="button"
              className="button button-secondary"
              data-testid="review-edit"
              onClick={() => setEditing(true)}
            >
              {t('review.edit')}
            </button>
          ) : null}
          {toBookingPage}
        </div>
        {until ? (
          <p className="hint">{canEdit ? t('review.editableUntil', { date: until }) : t('review.closed')}</p>
        ) : null}
      </>,
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setProblem(t('review.chooseStars'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const next = await sendReview(token, { rating, comment: comment.trim() || null });
      setPage(next);
      setEditing(false);
      setThanks(true);
    } catch (error) {
      setProblem(messageOf(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return shell(
    <form className="step" onSubmit={(e) => void submit(e)} data-testid="review-form" noValidate>
      {visit}
      <fieldset className="stars" aria-describedby={problem ? 'review-problem' : undefined}>
        <legend id={legendId}>{t('review.ratingLabel')}</legend>
        <div className="stars-row">
          {STARS.map((value) => (
            <label key={value} className={`star${value <= rating ? ' star-on' : ''}`}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                data-testid={`review-star-${value}`}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('review.starsLabel', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={commentId}>{t('review.commentLabel')}</label>
        <textarea
          id={commentId}
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="review-comment-input"
        />
        <span className="hint">{t('review.commentHint', { max: REVIEW_COMMENT_MAX })}</span>
      </div>
      {problem ? (
        <div id="review-problem">
          <Notice testId="review-problem">{problem}</Notice>
        </div>
      ) : null}
      <div className="link-actions">
        <button type="submit" className="button" data-testid="review-submit" disabled={busy}>
          {busy ? t('common.working') : page.review ? t('review.saveChanges') : t('review.submit')}
        </button>
        {page.review ? (
          <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
            {t('review.cancelEdit')}
          </button>
        ) : null}
      </div>
    </form>,
  );
}
