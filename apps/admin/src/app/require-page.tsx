import type { ReactNode } from 'react';
import { useAppAbility } from '../lib/ability.tsx';
import { useCurrentShop } from '../lib/current-shop.tsx';
import { ForbiddenPage } from './lazy-pages.ts';
import { type MenuKey, menuItems } from './shell/menu-items.ts';

/**
 * A page opened by its address follows the same abilities as its menu entry, so a deep link does
 * not show a screen whose data the server would refuse anyway.
 */
export function RequirePage({ page, children }: { page: MenuKey; children: ReactNode }) {
  const ability = useAppAbility();
  const { shop } = useCurrentShop();
  const item = menuItems.find((entry) => entry.key === page);
  return item?.visible(ability, shop?.id ?? null) ? children : <ForbiddenPage />;
}
