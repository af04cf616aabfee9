import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AppErrorBoundary } from '../components/app-error-boundary.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { IndexPage } from './index-page.tsx';
import { CalendarPage, NotFoundPage, Shell } from './lazy-pages.ts';
import { SessionGate } from './session-gate.tsx';
import { SignInRoute } from './sign-in-route.tsx';

/** Paths are below the router's basename `/admin`. */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="sign-in" element={<SignInRoute />} />
          <Route element={<SessionGate />}>
            <Route element={<Shell />}>
              <Route index element={<IndexPage />} />
              <Route path="calendar" element={<CalendarPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
