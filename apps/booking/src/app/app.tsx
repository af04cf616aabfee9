import { Notice } from '@salon/web/react/notice';
import { codeOf, messageOf } from '@salon/web/translated-errors';
import { Suspense } from 'react';
import type { PublicShop, Session } from '../api/types.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { Loading } from '../components/loading.tsx';
import { WidgetShell } from '../components/widget-shell.tsx';
import { BookingFlow } from '../features/booking/booking-flow.tsx';
import { useI18n } from '../lib/i18n-context.tsx';
import { accountReturnPath, type Route } from '../lib/route.ts';
import { ManagePage, PreferencesPage, ReviewPage } from './lazy-pages.ts';

export type ShopLoad = { ok: true; shop: PublicShop } | { ok: false; error: unknown } | null;

export function App({
  route,
  shopLoad,
  sessionPromise,
}: {
  route: Route;
  shopLoad: ShopLoad;
  sessionPromise: Promise<Session | null>;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  if (route.kind === 'book' && shopLoad?.ok) {
    return <BookingFlow route={route} shop={shopLoad.shop} sessionPromise={sessionPromise} />;
  }
  if (route.kind === 'manage') {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Loading />}>
          <ManagePage
            token={route.token}
            subdomain={route.subdomain}
            embed={route.embed}
            back={accountReturnPath(window.location.search)}
          />
        </Suspense>
      </ErrorBoundary>
    );
  }
  if (route.kind === 'preferences') {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Loading />}>
          <PreferencesPage token={route.token} subdomain={route.subdomain} embed={route.embed} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  if (route.kind === 'review') {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Loading />}>
          <ReviewPage token={route.token} subdomain={route.subdomain} embed={route.embed} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  const notFound = route.kind === 'book' && shopLoad && !shopLoad.ok && codeOf(shopLoad.error) === 'NotFound';
  // A preview link opened without the salon's staff session: say who may see it and how.
  const previewRefused = notFound && route.kind === 'book' && route.preview;
  const problem =
    route.kind === 'book' && shopLoad && !shopLoad.ok
      ? previewRefused
        ? t('preview.staffOnly')
        : notFound
          ? t('app.shopNotFound')
          : messageOf(i18n, shopLoad.error)
      : t('app.noShop');
  return (
    <WidgetShell embed={route.embed}>
      <div className="step">
        <Notice testId="app-error">{problem}</Notice>
        {previewRefused ? (
          <a className="button" data-testid="preview-sign-in" href="/admin/">
            {t('preview.signIn')}
          </a>
        ) : null}
        {route.kind === 'book' && shopLoad && !shopLoad.ok && codeOf(shopLoad.error) !== 'NotFound' ? (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </button>
        ) : null}
      </div>
    </WidgetShell>
  );
}
