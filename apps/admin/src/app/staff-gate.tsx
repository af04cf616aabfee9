import { isStaffSession } from '@salon/web/session';
import { Outlet } from 'react-router';
import { useUpdateMe } from '../api/me.ts';
import { useSignedInSession } from '../lib/signed-in-session.tsx';
import { NotStaffPage } from './lazy-pages.ts';

/** The salon screens are for a salon's staff; anyone else is told so and offered to open a salon. */
export function StaffGate() {
  const session = useSignedInSession();
  const updateMe = useUpdateMe();
  if (!isStaffSession(session)) {
    return <NotStaffPage session={session} onLanguageChange={(lng) => updateMe.mutate({ locale: lng })} />;
  }
  return <Outlet />;
}
