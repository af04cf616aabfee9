import { Alert, AppShell, Container } from '@mantine/core';
import { useDisclosure, useMediaQuery, useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from '../../components/app-error-boundary.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { LayoutSettingsProvider, useLayoutSettings } from '../../lib/layout-settings.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { AppNavbar } from './app-navbar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import classes from './shell.module.css';
import { useLayoutDirection } from './use-layout-direction.ts';

/**
 * The spec's layout defaults: a vertical menu on the left (collapsible, remembered), content at
 * full width, a sticky white header and a sticky footer, left to right unless the layout's isRTL
 * says otherwise, pages fading in and starting at the top, and a scroll-to-top button. The
 * layout flags menuCollapsed, menuHidden and contentWidth live in lib/layout-settings.
 */
export function Shell() {
  return (
    <LayoutSettingsProvider>
      <ShellLayout />
    </LayoutSettingsProvider>
  );
}

function ShellLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const {
    menuCollapsed: collapsed,
    setMenuCollapsed: setCollapsed,
    menuHidden,
    contentWidth,
  } = useLayoutSettings();
  const [mobileOpened, mobile] = useDisclosure(false);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const iconOnly = collapsed && wide;
  const direction = useLayoutDirection();
  const { online } = useNetwork();

  // A new page starts at the top (the spec's scroll-to-top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 40 }}
      navbar={{
        width: iconOnly ? 72 : 248,
        breakpoint: 'sm',
        collapsed: { mobile: menuHidden || !mobileOpened, desktop: menuHidden },
      }}
      padding="lg"
      dir={direction}
    >
      <AppShell.Header className={classes.header}>
        <AppHeader
          wide={wide}
          menuHidden={menuHidden}
          mobileMenuOpened={mobileOpened}
          onToggleMobileMenu={mobile.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('shell.mainMenu')}>
        <AppNavbar
          wide={wide}
          iconOnly={iconOnly}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          onNavigate={mobile.close}
        />
      </AppShell.Navbar>
      <AppShell.Main data-content-width={contentWidth}>
        <AppErrorBoundary inline resetKey={location.pathname}>
          {!online && (
            <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} mb="md" data-testid="offline">
              {t('pwa.offline')}
            </Alert>
          )}
          <Suspense fallback={<LoadingScreen inline />}>
            <div key={location.pathname} className={classes.page}>
              {contentWidth === 'fixed' ? (
                <Container size="xl" px={0}>
                  <Outlet />
                </Container>
              ) : (
                <Outlet />
              )}
            </div>
          </Suspense>
        </AppErrorBoundary>
      </AppShell.Main>
      <ScrollToTop rtl={direction === 'rtl'} />
      <AppShell.Footer className={classes.footer}>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
