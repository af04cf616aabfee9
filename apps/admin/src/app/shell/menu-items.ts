import { type AppAbility, inShop } from '@salon/domain';
import {
  type Icon,
  IconCalendar,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconReceipt,
  IconScissors,
  IconSettings,
  IconStar,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

export interface MenuItem {
  key: string;
  /** Path below the router's basename. */
  to: string;
  /** i18n key of the label, in the admin namespace. */
  labelKey: string;
  icon: Icon;
  /** Whether the current user may open it in the selected shop; the server enforces the same. */
  visible: (ability: AppAbility, shopId: string | null) => boolean;
}

/** Only pages that exist are listed; each new page adds its entry here. */
export const menuItems: readonly MenuItem[] = [
  {
    key: 'dashboard',
    to: '/',
    labelKey: 'menu.dashboard',
    icon: IconLayoutDashboard,
    visible: (ability, shopId) => shopId !== null && ability.can('read', inShop('dashboard', shopId)),
  },
  {
    key: 'calendar',
    to: '/calendar',
    labelKey: 'menu.calendar',
    icon: IconCalendar,
    visible: (ability, shopId) => shopId !== null && ability.can('read', inShop('calendar', shopId)),
  },
  {
    key: 'customers',
    to: '/customers',
    labelKey: 'menu.customers',
    icon: IconUsers,
    // Staff who work the calendar look customers up; read-only staff see the calendar only.
    visible: (ability, shopId) => shopId !== null && ability.can('read', inShop('Customer', shopId)),
  },
  {
    // The spec's "email" area: the log of what customers were sent.
    key: 'messages',
    to: '/messages',
    labelKey: 'menu.messages',
    icon: IconMail,
    visible: (ability, shopId) => shopId !== null && ability.can('read', inShop('Customer', shopId)),
  },
  {
    // Reviews name customers and what they wrote: those who may read customer records.
    key: 'reviews',
    to: '/reviews',
    labelKey: 'menu.reviews',
    icon: IconStar,
    visible: (ability, shopId) => shopId !== null && ability.can('read', inShop('Customer', shopId)),
  },
  {
    key: 'services',
    to: '/services',
    labelKey: 'menu.services',
    icon: IconScissors,
    visible: (ability, shopId) => shopId !== null && ability.can('manage', inShop('Settings', shopId)),
  },
  {
    // Retail products: staff who serve customers look them up, the owner changes them; read-only
    // staff see the calendar only.
    key: 'products',
    to: '/products',
    labelKey: 'menu.products',
    icon: IconPackage,
    visible: (ability, shopId) => shopId !== null && ability.can('read', inShop('Customer', shopId)),
  },
  {
    // Checkout and the takings: front-desk staff who serve customers and work the calendar, as the
    // server allows; read-only staff never see what customers pay.
    key: 'sales',
    to: '/sales',
    labelKey: 'menu.sales',
    icon: IconReceipt,
    visible: (ability, shopId) =>
      shopId !== null &&
      ability.can('read', inShop('Customer', shopId)) &&
      ability.can('update', inShop('calendar', shopId)),
  },
  {
    key: 'team',
    to: '/team',
    labelKey: 'menu.team',
    icon: IconUsersGroup,
    visible: (ability, shopId) => shopId !== null && ability.can('manage', inShop('Settings', shopId)),
  },
  {
    key: 'settings',
    to: '/settings',
    labelKey: 'menu.settings',
    icon: IconSettings,
    visible: (ability, shopId) => shopId !== null && ability.can('manage', inShop('Settings', shopId)),
  },
];

export type MenuKey =
  | 'dashboard'
  | 'calendar'
  | 'customers'
  | 'messages'
  | 'reviews'
  | 'services'
  | 'products'
  | 'sales'
  | 'team'
  | 'settings';

export const visibleMenuItems = (ability: AppAbility, shopId: string | null) =>
  menuItems.filter((item) => item.visible(ability, shopId));
