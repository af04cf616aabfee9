import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useNotices } from '../api/notifications.ts';
import { sessionQuery } from '../api/session.ts';
import type { Session } from '../api/types.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { Loading } from '../components/loading.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { Shell } from '../components/shell.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import type { AccountKey } from '../lib/i18n.ts';
import { useI18n } from '../lib/i18n-context.tsx';
import { parseRoute, pathOf, type Route } from '../lib/route.ts';
import { Link, useLocation } from '../lib/router.tsx';
import {
  AppointmentsPage,
  NotificationsPage,
  PointsPage,
  PreferencesPage,
  PrivacyPage,
  ProfilePage,
} from './lazy-pages.ts';

const titles: Record<Route['page'], AccountKey> = {
  appointments: 'appointments.title',
  points: 'points.title',
  notifications: 'notifications.title',
  preferences: 'preferences.title',
  profile: 'profile.title',
  privacy: 'privacy.title',
  notFound: 'app.notFound',
};

export function App() {
  const { t } = useI18n();
  const { data: session } = useQuery(sessionQuery());
  const location = useLocation();
  const route = parseRoute(location.pathname, location.search);
  const title = session ? t(titles[route.page]) : t('signIn.title');

  useEffect(() => {
    document.title = `${title} · ${t('nav.label')}`;
  }, [title, t]);

  if (!session) {
    return (
      <Shell session={null} page={null}>
        <SignInPage />
      </Shell>
    );
  }
  return <SignedIn session={session} route={route} />;
}

function SignedIn({ session, route }: { session: Session; route: Route }) {
  const notices = useNotices();
  // A device that gets pushes tells the server weekly that it is still in use (else it is forgotten).
  useEffect(() => {
    if ('Notification' in window && Notification.permission === 'granted')
      void import('../features/preferences/push-device.ts').then((push) => push.refreshPushSubscription());
  }, []);
  const unread = notices.data?.pages[0]?.unread;
  return (
    <Shell session={session} page={route.page === 'notFound' ? null : route.page} unread={unread}>
      <ErrorBoundary resetKey={route.page}>
        <Suspense fallback={<Loading />}>
          <PageOf route={route} />
        </Suspense>
      </ErrorBoundary>
    </Shell>
  );
}

function PageOf({ route }: { route: Route }) {
  switch (route.page) {
    case 'appointments':
      return <AppointmentsPage when={route.when} />;
    case 'points':
      return <PointsPage />;
    case 'notifications':
      return <NotificationsPage />;
    case 'preferences':
      return <PreferencesPage />;
    case 'profile':
      return <ProfilePage />;
    case 'privacy':
      return <PrivacyPage />;
    default:
      return <NotFound />;
  }
}

function NotFound() {
  const { t } = useI18n();
  return (
    <section className="card">
      <PageHeading>{t('app.notFound')}</PageHeading>
      <Link className="button" href={pathOf('appointments')}>
        {t('app.toStart')}
      </Link>
    </section>
  );
}
