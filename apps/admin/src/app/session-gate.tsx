import { adoptSessionLanguage } from '@salon/web/i18n';
import { useSession } from '@salon/web/session';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SessionAbilityProvider } from '../lib/ability.tsx';
import { CurrentShopProvider } from '../lib/current-shop.tsx';
import { forgetOfflineData } from '../lib/offline-data.ts';
import { SignedInSessionProvider } from '../lib/signed-in-session.tsx';
import { SignInPage } from './lazy-pages.ts';
import { SessionErrorScreen } from './session-error-screen.tsx';

/**
 * Decides what a visitor may see: the sign-in page in place of any page while nobody is signed
 * in (so that after signing in they are where they asked to be), and the signed-in routes (the
 * staff gate and the setup wizard) with the session, abilities and current shop.
 */
export function SessionGate() {
  const session = useSession();
  const { i18n } = useTranslation();
  const locale = session.data?.user.locale;

  // Before paint, so a bundled or loaded language shows on the first signed-in screen; another one
  // follows as soon as its messages arrive.
  useLayoutEffect(() => {
    if (locale) adoptSessionLanguage(i18n, locale);
  }, [i18n, locale]);

  // Signed out (or the session ran out): drop the salon's data the offline worker kept.
  useEffect(() => {
    if (session.data === null) void forgetOfflineData();
  }, [session.data]);

  if (session.isPending) return <LoadingScreen />;
  if (session.isError) return <SessionErrorScreen error={session.error} onRetry={() => session.refetch()} />;
  if (!session.data) return <SignInPage />;
  return (
    <SignedInSessionProvider session={session.data}>
      <SessionAbilityProvider session={session.data}>
        <CurrentShopProvider shops={session.data.shops}>
          <Outlet />
        </CurrentShopProvider>
      </SessionAbilityProvider>
    </SignedInSessionProvider>
  );
}
