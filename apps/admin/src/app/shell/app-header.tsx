import { ActionIcon, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { inShop } from '@salon/domain';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateMe } from '../../api/me.ts';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { LiveStatus } from '../../components/live-status.tsx';
import { Logo } from '../../components/logo.tsx';
import { useSignOutAction } from '../../features/auth/hooks/use-sign-out-action.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { GlobalSearch } from '../../features/search/components/global-search.tsx';
import { useAppAbility } from '../../lib/ability.tsx';
import { useCurrentShop } from '../../lib/current-shop.tsx';
import { useSignedInSession } from '../../lib/signed-in-session.tsx';
import { visibleMenuItems } from './menu-items.ts';
import { NavbarBookmarks } from './navbar-bookmarks.tsx';
import { ShopSelect } from './shop-select.tsx';

interface Props {
  /** On narrow screens the shop selector moves into the menu and sign-out shrinks to an icon. */
  wide: boolean;
  /** The layout's menuHidden: no menu, so no button to open it. */
  menuHidden?: boolean;
  mobileMenuOpened: boolean;
  onToggleMobileMenu: () => void;
}

export function AppHeader({ wide, menuHidden = false, mobileMenuOpened, onToggleMobileMenu }: Props) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const updateMe = useUpdateMe();
  const { signOut, isPending } = useSignOutAction();
  const ability = useAppAbility();
  const { shop } = useCurrentShop();
  const items = visibleMenuItems(ability, shop?.id ?? null);
  const pages = items.map((item) => ({
    key: item.key,
    to: item.to,
    label: t(item.labelKey),
    icon: item.icon,
  }));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {!menuHidden && (
          <Burger
            opened={mobileMenuOpened}
            onClick={onToggleMobileMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={mobileMenuOpened ? t('shell.closeMenu') : t('shell.openMenu')}
          />
        )}
        {/* The mark alone on a phone is narrower than a fingertip: the link around it is not. */}
        <UnstyledButton
          component={Link}
          to="/"
          aria-label={t('shell.home')}
          display="flex"
          miw={44}
          mih={44}
          style={{ alignItems: 'center', justifyContent: 'center' }}
        >
          <Logo size={26} nameFrom="xs" />
        </UnstyledButton>
        <GlobalSearch
          pages={pages}
          shop={shop}
          canSearchRecords={!!shop && ability.can('read', inShop('calendar', shop.id))}
          canOpenCustomers={items.some((item) => item.key === 'customers')}
          wide={wide}
        />
        {wide && <NavbarBookmarks items={items} />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {wide && <ShopSelect />}
        {shop && <LiveStatus shopId={shop.id} wide={wide} />}
        {shop && <NotificationBell shop={shop} wide={wide} />}
        {/* Remembered on the server too, for the language of this person's e-mails. */}
        <LanguageMenu onChange={(lng) => updateMe.mutate({ locale: lng })} />
        <Text
          data-testid="user-name"
          fw={500}
          size="sm"
          truncate
          maw={{ base: 100, sm: 220 }}
          visibleFrom="xs"
        >
          {session.user.name}
        </Text>
        {wide ? (
          <Button
            variant="default"
            size="sm"
            onClick={signOut}
            loading={isPending}
            leftSection={<IconLogout size={18} aria-hidden />}
          >
            {t('auth.signOut')}
          </Button>
        ) : (
          <ActionIcon
            variant="default"
            size="lg"
            onClick={signOut}
            loading={isPending}
            aria-label={t('auth.signOut')}
          >
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
