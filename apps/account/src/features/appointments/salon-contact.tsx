import type { Shop } from '../../api/types.ts';
import { useI18n } from '../../lib/i18n-context.tsx';

/** How to reach the salon when something can no longer be done online: its phone, as a link to call. */
export function SalonContact({ shop }: { shop: Shop }) {
  const { t } = useI18n();
  if (!shop.phone)
    return <p data-testid="salon-contact">{t('appointments.callNoPhone', { shop: shop.name })}</p>;
  const [before, after] = t('appointments.call', { shop: shop.name, phone: '\u0000' }).split('\u0000');
  return (
    <p data-testid="salon-contact">
      {before}
      <a href={`tel:${shop.phone}`} data-testid="salon-phone">
        {shop.phoneDisplay ?? shop.phone}
      </a>
      {after}
    </p>
  );
}
