import { inShop } from '@salon/domain';
import { Navigate } from 'react-router';
import { useAppAbility } from '../lib/ability.tsx';
import { useCurrentShop } from '../lib/current-shop.tsx';
import { DashboardPage, HomePage } from './lazy-pages.ts';

/**
 * `/admin/`: the dashboard for those allowed to read it; staff who may only look at the calendar
 * (rule set A) land on the calendar; a simple home page for everyone else.
 */
export function IndexPage() {
  const ability = useAppAbility();
  const { shop } = useCurrentShop();
  if (shop && ability.can('read', inShop('dashboard', shop.id))) return <DashboardPage />;
  if (shop && ability.can('read', inShop('calendar', shop.id))) return <Navigate to="/calendar" replace />;
  return <HomePage />;
}
