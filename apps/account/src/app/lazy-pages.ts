import { lazyNamed } from '@salon/web/lazy';

export const AppointmentsPage = lazyNamed(
  () => import('../features/appointments/appointments-page.tsx'),
  'AppointmentsPage',
);
export const PointsPage = lazyNamed(() => import('../features/points/points-page.tsx'), 'PointsPage');
export const NotificationsPage = lazyNamed(
  () => import('../features/notifications/notifications-page.tsx'),
  'NotificationsPage',
);
export const PreferencesPage = lazyNamed(
  () => import('../features/preferences/preferences-page.tsx'),
  'PreferencesPage',
);
export const ProfilePage = lazyNamed(() => import('../features/profile/profile-page.tsx'), 'ProfilePage');
export const PrivacyPage = lazyNamed(() => import('../features/privacy/privacy-page.tsx'), 'PrivacyPage');
