import { inShop } from '@salon/domain';
import { useAppAbility } from '../lib/ability.tsx';
import { useCurrentShop } from '../lib/current-shop.tsx';
import { DashboardPage, HomePage } from './lazy-pages.ts';

/** `/admin/`: the dashboard for those allowed to read it, a simple home page for everyone else. */
export function IndexPage() {
  const ability = useAppAbility();
  const { shop } = useCurrentShop();
  return shop && ability.can('read', inShop('dashboard', shop.id)) ? <DashboardPage /> : <HomePage />;
}
