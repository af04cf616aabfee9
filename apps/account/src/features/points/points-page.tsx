import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import type { CSSProperties } from 'react';
import type { LoyaltyAccount } from '../../api/types.ts';
import { Loading } from '../../components/loading.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { brandColor } from '../../lib/branding.ts';
import { formatDate, formatPoints, formatPrice } from '../../lib/format.ts';
import type { AccountKey } from '../../lib/i18n.ts';
import { useI18n, useSalonI18n } from '../../lib/i18n-context.tsx';
import { useLoyalty } from './api/get-loyalty.ts';

const kinds = new Set(['Reward', 'Redeem', 'Adjust', 'RewardReversal', 'RedeemReversal']);
const kindKey = (kind: string) => `points.kind.${kinds.has(kind) ? kind : 'other'}` as AccountKey;

/** Points per salon: the balance, what it is worth, when it lapses, and the last changes. */
export function PointsPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const loyalty = useLoyalty();
  return (
    <>
      <PageHeading>{t('points.title')}</PageHeading>
      {loyalty.isPending ? <Loading /> : null}
      {loyalty.isError ? <Notice testId="points-error">{messageOf(i18n, loyalty.error)}</Notice> : null}
      {loyalty.data && loyalty.data.items.length === 0 ? (
        <div className="empty card" data-testid="points-empty">
          <p>{t('points.empty')}</p>
          <p className="hint">{t('points.emptyHint')}</p>
        </div>
      ) : null}
      {loyalty.data && loyalty.data.items.length > 0 ? (
        <ul className="cards cards-grid">
          {loyalty.data.items.map((account) => (
            <li key={account.shop.id}>
              <PointsCard account={account} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function PointsCard({ account }: { account: LoyaltyAccount }) {
  const { shop } = account;
  const { t, locale } = useSalonI18n(shop.country);
  const color = brandColor(shop.branding.color);
  const titleId = `points-${shop.id}`;
  return (
    <article
      className="card points"
      style={color ? ({ '--salon': color } as CSSProperties) : undefined}
      aria-labelledby={titleId}
      data-testid="points-card"
    >
      <h2 id={titleId} className="salon-name">
        {shop.name}
      </h2>
      <p className="balance" data-testid="points-balance">
        {t('points.balance', { count: account.balance })}
      </p>
      <p data-testid="points-value">
        {t('points.worth', { value: formatPrice(account.value.amount, account.value.currency, locale) })}
      </p>
      {account.balance > 0 && account.minimumRedeemPoints > 0 ? (
        <p className="hint">{t('points.minimum', { count: account.minimumRedeemPoints })}</p>
      ) : null}
      <p className="hint" data-testid="points-expiry">
        {account.expiresAt
          ? t('points.expires', { date: formatDate(account.expiresAt, locale, shop.timeZone) })
          : t('points.noExpiry')}
      </p>
      <h3>{t('points.entries')}</h3>
      {account.entries.length === 0 ? (
        <p className="muted">{t('points.noEntries')}</p>
      ) : (
        <ul className="entries">
          {account.entries.map((entry) => (
            <li key={entry.id} data-testid="points-entry">
              <span>
                {t(kindKey(entry.kind))}
                <small className="muted">
                  {entry.appointmentStart
                    ? t('points.visit', { date: formatDate(entry.appointmentStart, locale, shop.timeZone) })
                    : formatDate(entry.createdAt, locale, shop.timeZone)}
                </small>
              </span>
              <span className={entry.points < 0 ? 'points-minus' : 'points-plus'}>
                {formatPoints(entry.points, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
