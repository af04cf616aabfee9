import { AppShell, NavLink, ScrollArea, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconBuildingStore,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { useAppAbility } from '../../lib/ability.tsx';
import { useCurrentShop } from '../../lib/current-shop.tsx';
import { type MenuItem, visibleMenuItems } from './menu-items.ts';
import classes from './shell.module.css';
import { ShopSelect } from './shop-select.tsx';

function MenuLink({
  item,
  iconOnly,
  onNavigate,
}: {
  item: MenuItem;
  iconOnly: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const active = useMatch({ path: item.to.replace(/\?.*$/, ''), end: true }) !== null;
  const label = t(item.labelKey);
  const ItemIcon = item.icon;
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      onClick={onNavigate}
      active={active}
      aria-current={active ? 'page' : undefined}
      label={iconOnly ? undefined : label}
      aria-label={iconOnly ? label : undefined}
      leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
      className={classes.menuLink}
      data-testid={`menu-${item.key}`}
    />
  );
  return iconOnly ? (
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

const addShopItem: MenuItem = {
  key: 'add-shop',
  // Another salon, from the start; a bare /setup resumes the current one.
  to: '/setup?new=1',
  labelKey: 'shell.addShop',
  icon: IconBuildingStore,
  visible: () => true,
};

interface Props {
  /** On phones the menu is a full-width drawer that also holds the shop selector. */
  wide: boolean;
  /** Collapsed to icons; only on wide screens. */
  iconOnly: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** A menu entry was picked (the phone drawer closes, even on the page already shown). */
  onNavigate: () => void;
}

export function AppNavbar({ wide, iconOnly, collapsed, onToggleCollapsed, onNavigate }: Props) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { shop } = useCurrentShop();
  const items = visibleMenuItems(ability, shop?.id ?? null);
  const toggleLabel = collapsed ? t('shell.expandMenu') : t('shell.collapseMenu');
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <>
      {!wide && (
        <AppShell.Section p="xs">
          <ShopSelect />
        </AppShell.Section>
      )}
      <AppShell.Section grow component={ScrollArea} p="xs">
        <ul className={classes.menuList}>
          {items.map((item) => (
            <li key={item.key}>
              <MenuLink item={item} iconOnly={iconOnly} onNavigate={onNavigate} />
            </li>
          ))}
          {/* Owners open further salons through the setup wizard. */}
          {shop?.role === 'ROLE_SHOP_ADMIN' && (
            <li>
              <MenuLink item={addShopItem} iconOnly={iconOnly} onNavigate={onNavigate} />
            </li>
          )}
        </ul>
      </AppShell.Section>
      {wide && (
        <AppShell.Section p="xs" className={classes.navbarFooter}>
          <Tooltip label={toggleLabel} position="right" withArrow disabled={!collapsed}>
            <UnstyledButton
              className={classes.collapseToggle}
              onClick={onToggleCollapsed}
              aria-label={toggleLabel}
            >
              <ToggleIcon size={20} stroke={1.6} aria-hidden />
              {!collapsed && <span>{toggleLabel}</span>}
            </UnstyledButton>
          </Tooltip>
        </AppShell.Section>
      )}
    </>
  );
}
