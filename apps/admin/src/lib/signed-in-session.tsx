import type { Session } from '@salon/web/session';
import { createContext, type ReactNode, useContext } from 'react';

const SignedInSessionContext = createContext<Session | null>(null);

/** The session of a signed-in staff member, for the pages behind the session gate. */
export function SignedInSessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SignedInSessionContext.Provider value={session}>{children}</SignedInSessionContext.Provider>;
}

export function useSignedInSession(): Session {
  const session = useContext(SignedInSessionContext);
  if (!session) throw new Error('useSignedInSession is only available behind the session gate');
  return session;
}
