import { lazyPage } from '../lib/lazy-page.ts';

// Everything past the loading screen is loaded on demand, one chunk per screen.
export const SignInPage = lazyPage(
  () => import('../features/auth/components/sign-in-page.tsx'),
  'SignInPage',
);
export const NotStaffPage = lazyPage(
  () => import('../features/auth/components/not-staff-page.tsx'),
  'NotStaffPage',
);
export const Shell = lazyPage(() => import('./shell/shell.tsx'), 'Shell');
export const DashboardPage = lazyPage(
  () => import('../features/dashboard/components/dashboard-page.tsx'),
  'DashboardPage',
);
// The calendar brings react-big-calendar: its own chunk, never in the first load.
export const CalendarPage = lazyPage(
  () => import('../features/calendar/components/calendar-page.tsx'),
  'CalendarPage',
);
export const HomePage = lazyPage(() => import('../features/home/components/home-page.tsx'), 'HomePage');
export const NotFoundPage = lazyPage(() => import('../components/not-found-page.tsx'), 'NotFoundPage');
