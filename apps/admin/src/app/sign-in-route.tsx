import { useSession } from '@salon/web/session';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SignInPage } from './lazy-pages.ts';

/** Only paths inside the app: `?from=//evil.example` must not send anyone elsewhere. */
export function safeReturnPath(from: string | null): string {
  return from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/';
}

export function SignInRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.isPending) return <LoadingScreen />;
  if (session.data) return <Navigate to={safeReturnPath(params.get('from'))} replace />;
  return <SignInPage />;
}
