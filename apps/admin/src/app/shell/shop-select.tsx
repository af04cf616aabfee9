import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '../../lib/current-shop.tsx';

/** Only for people who belong to several shops: which one the app is showing. */
export function ShopSelect() {
  const { t } = useTranslation();
  const { shops, shop, selectShop } = useCurrentShop();
  if (shops.length < 2 || !shop) return null;
  return (
    <NativeSelect
      aria-label={t('shell.shop')}
      data={shops.map((s) => ({ value: s.id, label: s.name }))}
      value={shop.id}
      onChange={(event) => selectShop(event.currentTarget.value)}
      w={{ base: '100%', sm: 220 }}
      data-testid="shop-select"
    />
  );
}
