import type { ShopRules } from '../api/types.ts';
import { formatIsoWeekday, formatWallTime, mapSearchUrl } from '../lib/format.ts';
import { useI18n } from '../lib/i18n-context.tsx';

/** Where the salon is, how to call it and when it is open: what a customer checks before booking. */
export function SalonInfo({ shop }: { shop: ShopRules }) {
  const { t, locale } = useI18n();
  const hours = shop.openingHours ?? [];
  const hasHours = hours.some((day) => day.intervals.length > 0);
  if (!shop.address && !shop.phone && !hasHours) return null;
  return (
    <section className="salon-info" aria-labelledby="salon-info-title" data-testid="salon-info">
      <h3 id="salon-info-title" className="group-title">
        {t('info.title')}
      </h3>
      <dl className="details">
        {shop.address ? (
          <div>
            <dt>{t('info.address')}</dt>
            <dd>
              <span className="address" data-testid="salon-address">
                {shop.address}
              </span>{' '}
              <a
                href={mapSearchUrl(shop.address)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="salon-map"
              >
                {t('info.map')}
                <span className="visually-hidden"> {t('info.newTab')}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {shop.phone ? (
          <div>
            <dt>{t('info.phone')}</dt>
            <dd>
              <a href={`tel:${shop.phone}`} data-testid="salon-phone">
                {shop.phoneDisplay ?? shop.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {hasHours ? (
          <div>
            <dt>{t('info.hours')}</dt>
            <dd>
              <table className="hours" data-testid="salon-hours">
                <tbody>
                  {hours.map((day) => (
                    <tr key={day.weekday} data-testid={`salon-hours-${day.weekday}`}>
                      <th scope="row">{formatIsoWeekday(day.weekday, locale)}</th>
                      <td>
                        {day.intervals.length === 0
                          ? t('info.closed')
                          : day.intervals
                              .map(
                                (i) =>
                                  `${formatWallTime(i.start, locale)} – ${formatWallTime(i.end, locale)}`,
                              )
                              .join(', ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
