import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { inShop, type SessionShop } from '@salon/domain';
import {
  type Icon,
  IconBell,
  IconBuildingStore,
  IconCalendarCog,
  IconCalendarOff,
  IconCode,
  IconCreditCard,
  IconGift,
  IconLink,
  IconStar,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCurrentShop } from '../../../lib/current-shop.tsx';
import { useTabSetting } from '../../../lib/layout-settings.tsx';
import { UnsavedChangesContext } from '../hooks/use-unsaved-changes.ts';
import {
  DEFAULT_TAB,
  isSettingsTab,
  ownerOnlyTabs,
  type SettingsTab,
  settingsTabs,
} from '../lib/settings-tabs.ts';
import { BookingRulesTab } from './booking-rules-tab.tsx';
import { ClosuresTab } from './closures-tab.tsx';
import { GoogleReviewTab } from './google-review-tab.tsx';
import { LinksTab } from './links-tab.tsx';
import { LoyaltyTab } from './loyalty-tab.tsx';
import { NotificationsTab } from './notifications-tab.tsx';
import { PaymentTab } from './payment-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { WidgetTab } from './widget-tab.tsx';

const icons: Record<SettingsTab, Icon> = {
  profile: IconBuildingStore,
  booking: IconCalendarCog,
  notifications: IconBell,
  loyalty: IconGift,
  payment: IconCreditCard,
  closures: IconCalendarOff,
  widget: IconCode,
  links: IconLink,
  googleReview: IconStar,
};

function TabContent({ tab, shop }: { tab: SettingsTab; shop: SessionShop }) {
  const canManage = useAppAbility().can('manage', inShop('Settings', shop.id));
  switch (tab) {
    case 'profile':
      return <ProfileTab shopId={shop.id} />;
    case 'booking':
      return <BookingRulesTab shopId={shop.id} />;
    case 'notifications':
      return <NotificationsTab shopId={shop.id} canEdit={canManage} />;
    case 'loyalty':
      return <LoyaltyTab shopId={shop.id} canEdit={canManage} />;
    case 'payment':
      return canManage ? <PaymentTab shopId={shop.id} /> : null;
    case 'closures':
      return <ClosuresTab shopId={shop.id} timeZone={shop.timeZone} />;
    case 'widget':
      return <WidgetTab shopId={shop.id} />;
    case 'links':
      return <LinksTab shopId={shop.id} />;
    case 'googleReview':
      return <GoogleReviewTab shopId={shop.id} />;
  }
}

/**
 * The shop's settings at /settings/<tab>: each tab has its own address, and /settings opens the
 * tab chosen last (the spec's session value `tabSetting`, a cookie). Leaving a tab with unsaved changes asks first.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const { shop } = useCurrentShop();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const tabButtons = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({});
  const [storedTab, setStoredTab] = useTabSetting();
  const ability = useAppAbility();
  const isOwner = !!shop && ability.can('manage', inShop('Settings', shop.id));
  const tabs = settingsTabs.filter((key) => isOwner || !ownerOnlyTabs.includes(key));
  const allowed = (value: unknown): value is SettingsTab =>
    isSettingsTab(value) && (tabs as readonly string[]).includes(value);
  const tab = allowed(params.tab) ? params.tab : null;

  const dirty = useRef(false);
  const reportDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const [pendingTab, setPendingTab] = useState<SettingsTab | null>(null);

  useEffect(() => {
    if (tab && tab !== storedTab) setStoredTab(tab);
  }, [tab, storedTab, setStoredTab]);

  // The page is drawn anew for each address; a tab chosen from the keyboard keeps the focus.
  const focusTab = (location.state as { focusTab?: boolean } | null)?.focusTab === true;
  useEffect(() => {
    if (focusTab && tab) tabButtons.current[tab]?.focus();
  }, [focusTab, tab]);

  useWindowEvent('beforeunload', (event) => {
    if (dirty.current) event.preventDefault();
  });

  if (!tab) {
    return <Navigate to={`/settings/${allowed(storedTab) ? storedTab : DEFAULT_TAB}`} replace />;
  }

  const open = (next: SettingsTab) => {
    setPendingTab(null);
    dirty.current = false;
    navigate(`/settings/${next}`, { state: { focusTab: true } });
  };
  const choose = (next: string | null) => {
    if (!allowed(next) || next === tab) return;
    if (dirty.current) setPendingTab(next);
    else open(next);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('subtitle')}
        </Text>
      </div>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {tabs.map((key) => {
            const Icon = icons[key];
            return (
              <Tabs.Tab
                key={key}
                ref={(element) => {
                  tabButtons.current[key] = element;
                }}
                value={key}
                leftSection={<Icon size={16} />}
                data-testid={`settings-tab-${key}`}
              >
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {/* Every panel exists for the tabs' aria-controls; only the open one has content (keepMounted off). */}
        {tabs.map((key) => (
          <Tabs.Panel key={key} value={key} pt="lg" data-testid={`settings-panel-${key}`}>
            {shop ? (
              <UnsavedChangesContext.Provider value={reportDirty}>
                <TabContent tab={key} shop={shop} />
              </UnsavedChangesContext.Provider>
            ) : (
              <Text c="dimmed">{t('noShop')}</Text>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={pendingTab !== null}
        onClose={() => setPendingTab(null)}
        title={t('unsaved.title')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="lg">
          <Text>{t('unsaved.message')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPendingTab(null)} data-autofocus>
              {t('unsaved.stay')}
            </Button>
            <Button color="red" onClick={() => pendingTab && open(pendingTab)}>
              {t('unsaved.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
