import { lazyPage } from '../lib/lazy-page.ts';

// Everything past the loading screen is loaded on demand, one chunk per screen.
export const SignInPage = lazyPage(
  () => import('../features/auth/components/sign-in-page.tsx'),
  'SignInPage',
);
export const SignUpPage = lazyPage(
  () => import('../features/auth/components/sign-up-page.tsx'),
  'SignUpPage',
);
export const NotStaffPage = lazyPage(
  () => import('../features/auth/components/not-staff-page.tsx'),
  'NotStaffPage',
);
// Where an invitation mail's link leads; the invitee belongs to no salon yet.
export const InvitationPage = lazyPage(
  () => import('../features/auth/components/invitation-page.tsx'),
  'InvitationPage',
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
export const CustomersPage = lazyPage(
  () => import('../features/customers/components/customers-page.tsx'),
  'CustomersPage',
);
export const CustomerProfilePage = lazyPage(
  () => import('../features/customers/components/customer-profile-page.tsx'),
  'CustomerProfilePage',
);
export const MessagesPage = lazyPage(
  () => import('../features/messages/components/messages-page.tsx'),
  'MessagesPage',
);
export const ServicesPage = lazyPage(
  () => import('../features/services/components/services-page.tsx'),
  'ServicesPage',
);
export const TeamPage = lazyPage(() => import('../features/team/components/team-page.tsx'), 'TeamPage');
export const StylistPage = lazyPage(
  () => import('../features/team/components/stylist-page.tsx'),
  'StylistPage',
);
export const SettingsPage = lazyPage(
  () => import('../features/settings/components/settings-page.tsx'),
  'SettingsPage',
);
export const NotificationSettingsPage = lazyPage(
  () => import('../features/notifications/components/notification-settings-page.tsx'),
  'NotificationSettingsPage',
);
// The wizard runs outside the shell: a new owner has no salon to show a menu for yet.
export const SetupPage = lazyPage(() => import('../features/setup/components/setup-page.tsx'), 'SetupPage');
export const ForbiddenPage = lazyPage(() => import('../components/forbidden-page.tsx'), 'ForbiddenPage');
export const ReviewsPage = lazyPage(
  () => import('../features/reviews/components/reviews-page.tsx'),
  'ReviewsPage',
);
export const ProductsPage = lazyPage(
  () => import('../features/products/components/products-page.tsx'),
  'ProductsPage',
);
export const SalesPage = lazyPage(() => import('../features/sales/components/sales-page.tsx'), 'SalesPage');
