import { useLocalStorage } from '@mantine/hooks';
import type { SessionShop } from '@salon/domain';
import { pickShop } from '@salon/web/session';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';

export const SHOP_STORAGE_KEY = 'shopId';

interface CurrentShop {
  shops: readonly SessionShop[];
  /** Null for a platform admin who belongs to no shop. */
  shop: SessionShop | null;
  selectShop: (shopId: string) => void;
}

const CurrentShopContext = createContext<CurrentShop | null>(null);

/** Which of the user's shops the app shows; remembered in localStorage `shopId` across visits. */
export function CurrentShopProvider({
  shops,
  children,
}: {
  shops: readonly SessionShop[];
  children: ReactNode;
}) {
  const [storedId, setStoredId] = useLocalStorage<string | null>({
    key: SHOP_STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    // The plain id, not JSON, so that other code (and tests) can read it as it is.
    serialize: (value) => value ?? '',
    deserialize: (value) => value || null,
  });
  const shop = pickShop(shops, storedId);
  // Keep the stored id equal to the shop shown, also when it fell back to the first one.
  useEffect(() => {
    if (shop && shop.id !== storedId) setStoredId(shop.id);
  }, [shop, storedId, setStoredId]);
  const value = useMemo<CurrentShop>(
    () => ({ shops, shop, selectShop: setStoredId }),
    [shops, shop, setStoredId],
  );
  return <CurrentShopContext.Provider value={value}>{children}</CurrentShopContext.Provider>;
}

export function useCurrentShop(): CurrentShop {
  const value = useContext(CurrentShopContext);
  if (!value) throw new Error('useCurrentShop needs a CurrentShopProvider');
  return value;
}

/** The shop shown, or null outside a CurrentShopProvider (sign-in pages, the platform area). */
export const useShopIfAny = (): SessionShop | null => useContext(CurrentShopContext)?.shop ?? null;
