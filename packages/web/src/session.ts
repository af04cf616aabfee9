import {
  type Actor,
  type AppAbility,
  defineAbilityFromRoles,
  isStaff,
  type MeResponse,
  Role,
  type SessionShop,
  type SignedOutResponse,
} from '@salon/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api, REFRESH_PATH } from './api-client.ts';
import { ApiError } from './api-error.ts';

export type Session = MeResponse;

export const sessionQueryKey = ['session'] as const;
export const SESSION_PATH = '/api/auth/me';

let sessionExpired = false;

/**
 * True after a session ran out (TokenIsExpired) until someone is signed in again, so the sign-in
 * page says why it is shown however often it is mounted (taking the notice on the first mount
 * lost it when the page was mounted again on its way to /sign-in).
 */
export function sessionExpiredNotice(): boolean {
  return sessionExpired;
}

/**
 * The signed-in session, or null when nobody is signed in (or the session could not be renewed).
 * A visitor gets `{ user: null }` with no error; the session is renewed only when the server says a
 * refresh cookie is there, so a signed-out page makes no failing request.
 */
export async function fetchSession(signal?: AbortSignal, client: ApiClient = api): Promise<Session | null> {
  const options = { refresh: false, ...(signal ? { signal } : {}) };
  try {
    const answer = await client.get<Session | SignedOutResponse>(SESSION_PATH, options);
    const refresh = 'refresh' in answer && answer.refresh;
    client.setRefreshable(Boolean(answer.user) || refresh);
    if (answer.user) {
      sessionExpired = false;
      return answer as Session;
    }
    if (!refresh) return null;
    const renewed = await client.post<Session>(REFRESH_PATH, undefined, options);
    sessionExpired = false;
    return renewed;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (error.code === 'TokenIsExpired') sessionExpired = true;
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
  });

export const useSession = () => useQuery(sessionQueryOptions());

const platformRoles: ReadonlySet<string> = new Set([Role.Admin, Role.Customer]);
const isRole = (value: string): value is Role => platformRoles.has(value);

/** The actor the domain's permission rules expect, built from a session. */
export function actorFor(session: Session | null | undefined): Actor | null {
  if (!session) return null;
  return {
    id: session.user.id,
    roles: session.user.roles.filter(isRole),
    memberships: session.shops.map((shop) => ({ shopId: shop.id, role: shop.role, readOnly: shop.readOnly })),
  };
}

/** As the spec says: the abilities are built from the stored roles lists (ReadOnly = read-only set). */
export const abilityFor = (session: Session | null | undefined): AppAbility =>
  defineAbilityFromRoles(
    session
      ? {
          id: session.user.id,
          roles: session.user.roles,
          shops: session.shops.map((shop) => ({ shopId: shop.id, roles: shop.roles })),
        }
      : null,
  );

/** True for a shop member or a platform admin; a plain customer has no business in the admin app. */
export const isStaffSession = (session: Session | null | undefined): boolean => isStaff(actorFor(session));

/** The shop stored as selected if the user still belongs to it, else their first shop. */
export function pickShop(
  shops: readonly SessionShop[],
  storedId: string | null | undefined,
): SessionShop | null {
  return shops.find((shop) => shop.id === storedId) ?? shops[0] ?? null;
}
