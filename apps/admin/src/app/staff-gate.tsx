import { isStaffSession } from '@salon/web/session';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useUpdateMe } from '../api/me.ts';
import { refreshPushSubscription } from '../lib/push-device.ts';
import { useSignedInSession } from '../lib/signed-in-session.tsx';
import { NotStaffPage } from './lazy-pages.ts';

/** The salon screens are for a salon's staff; anyone else is told so and offered to open a salon. */
export function StaffGate() {
  const session = useSignedInSession();
  const updateMe = useUpdateMe();
  const staff = isStaffSession(session);
  // A subscribed device tells the server weekly that it is still in use (never asks anything).
  useEffect(() => {
    if (staff) void refreshPushSubscription();
  }, [staff]);
  if (!staff) {
    return <NotStaffPage session={session} onLanguageChange={(lng) => updateMe.mutate({ locale: lng })} />;
  }
  return <Outlet />;
}
