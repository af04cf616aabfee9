import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AppErrorBoundary } from '../components/app-error-boundary.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { IndexPage } from './index-page.tsx';
import {
  CalendarPage,
  CustomerProfilePage,
  CustomersPage,
  InvitationPage,
  MessagesPage,
  NotFoundPage,
  NotificationSettingsPage,
  ProductsPage,
  ReviewsPage,
  SalesPage,
  ServicesPage,
  SettingsPage,
  SetupPage,
  Shell,
  SignUpPage,
  StylistPage,
  TeamPage,
} from './lazy-pages.ts';
import { RequirePage } from './require-page.tsx';
import { SessionGate } from './session-gate.tsx';
import type { MenuKey } from './shell/menu-items.ts';
import { SignInRoute } from './sign-in-route.tsx';
import { StaffGate } from './staff-gate.tsx';

const guarded = (page: MenuKey, element: ReactNode) => <RequirePage page={page}>{element}</RequirePage>;

/** Paths are below the router's basename `/admin`. */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="sign-in" element={<SignInRoute />} />
          <Route path="sign-up" element={<SignUpPage />} />
          <Route element={<SessionGate />}>
            <Route path="setup" element={<SetupPage />} />
            <Route path="invitations/:token" element={<InvitationPage />} />
            <Route element={<StaffGate />}>
              <Route element={<Shell />}>
                <Route index element={<IndexPage />} />
                <Route path="calendar" element={guarded('calendar', <CalendarPage />)} />
                <Route path="customers" element={guarded('customers', <CustomersPage />)} />
                <Route path="customers/:customerId" element={guarded('customers', <CustomerProfilePage />)} />
                <Route path="messages" element={guarded('messages', <MessagesPage />)} />
                <Route path="reviews" element={guarded('reviews', <ReviewsPage />)} />
                <Route path="services" element={guarded('services', <ServicesPage />)} />
                <Route path="products" element={guarded('products', <ProductsPage />)} />
                <Route path="sales" element={guarded('sales', <SalesPage />)} />
                <Route path="sales/:saleId" element={guarded('sales', <SalesPage />)} />
                <Route path="team" element={guarded('team', <TeamPage />)} />
                <Route path="team/:stylistId" element={guarded('team', <StylistPage />)} />
                <Route path="settings" element={guarded('settings', <SettingsPage />)} />
                <Route path="settings/:tab" element={guarded('settings', <SettingsPage />)} />
                {/* Every staff member's own choices, whatever their role: not behind a menu ability. */}
                <Route path="notifications/settings" element={<NotificationSettingsPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
