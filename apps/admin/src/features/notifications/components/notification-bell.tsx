import { ActionIcon, Drawer, Indicator, Popover, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../../api/notifications.ts';
import { useShopEvents } from '../../../hooks/use-shop-events.ts';
import { NotificationPanel } from './notification-panel.tsx';

interface Props {
  shop: { id: string; timeZone: string };
  /** A popover under the bell on wide screens, a full-height drawer on a phone. */
  wide: boolean;
}

/** The navbar's bell: the unread count, live through the shop's event stream, and the list on click. */
export function NotificationBell({ shop, wide }: Props) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Every page of the shell hears when this person's bell changes.
  useShopEvents(shop.id);
  const unread = useUnreadCount(shop.id).data?.unread ?? 0;
  const label = unread > 0 ? t('bell.openUnread', { count: unread }) : t('bell.open');

  // The badge wraps the button, never the other way round: the button alone carries its ARIA state.
  const badge = (icon: ReactNode) => (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      offset={4}
      disabled={unread === 0}
      data-testid="notification-badge"
      data-count={unread}
    >
      {icon}
    </Indicator>
  );
  const icon = <IconBell size={18} aria-hidden />;
  const panel = <NotificationPanel shop={shop} onClose={close} />;

  if (!wide) {
    return (
      <>
        {badge(
          <ActionIcon variant="default" size="lg" onClick={toggle} aria-label={label} aria-expanded={opened}>
            {icon}
          </ActionIcon>,
        )}
        <Drawer
          opened={opened}
          onClose={close}
          position="right"
          size="100%"
          title={null}
          withCloseButton
          closeButtonProps={{ 'aria-label': t('bell.close') }}
          scrollAreaComponent={ScrollArea.Autosize}
        >
          {panel}
        </Drawer>
      </>
    );
  }
  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" width={380} shadow="md" withArrow>
      {badge(
        <Popover.Target>
          <ActionIcon variant="default" size="lg" onClick={toggle} aria-label={label}>
            {icon}
          </ActionIcon>
        </Popover.Target>,
      )}
      <Popover.Dropdown p="sm">
        <ScrollArea.Autosize mah="min(70vh, 640px)" type="auto" offsetScrollbars>
          {panel}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
