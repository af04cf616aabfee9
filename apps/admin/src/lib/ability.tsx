import { AbilityProvider, useAbility } from '@casl/react';
import type { AppAbility } from '@salon/domain';
import { abilityFor, type Session } from '@salon/web/session';
import { type ReactNode, useMemo } from 'react';

/** Makes the signed-in user's permissions, built by the domain's rules, available to every component. */
export function SessionAbilityProvider({ session, children }: { session: Session; children: ReactNode }) {
  const ability = useMemo(() => abilityFor(session), [session]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export const useAppAbility = () => useAbility<AppAbility>();
