import { api } from '@salon/web/api-client';
import type { Session } from '@salon/web/session';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from './session-cache.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session a sign-in starts', () => {
  it('may be renewed once its access cookie lapses, though the page loaded signed out; not after signing out', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    // The sign-in page's first question: nobody signed in, no refresh cookie.
    api.setRefreshable(false);
    const queryClient = new QueryClient();
    startSession(queryClient, { user: { id: 'u1' }, shops: [] } as unknown as Session);
    expect(await api.renewSession()).toBeNull();
    expect(asked).toEqual(['/api/auth/refresh']);

    endSession(queryClient);
    expect(await api.renewSession()).toMatchObject({ status: 401 });
    expect(asked).toEqual(['/api/auth/refresh']);
  });
});
