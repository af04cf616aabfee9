import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type SetupStep = 1 | 2 | 3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where the owner is in the wizard, kept in the address (`?shop=<id>&step=2`) so that a reload,
 * or coming back later, resumes there, and the browser's Back goes to the step before. A bare
 * `/setup` resumes the current salon (`resume`); `?new=1` starts another one.
 */
export function useSetupLocation() {
  const [params, setParams] = useSearchParams();
  const rawShop = params.get('shop');
  const shopId = rawShop && UUID.test(rawShop) ? rawShop : null;
  const rawStep = Number(params.get('step'));
  // Without a salon there is nothing to configure or publish yet.
  const step: SetupStep = shopId && (rawStep === 2 || rawStep === 3) ? rawStep : 1;
  const resume = !shopId && params.get('new') !== '1';

  const goTo = useCallback(
    (next: SetupStep, nextShopId: string | null = shopId, options: { replace?: boolean } = {}) => {
      const search = new URLSearchParams();
      if (nextShopId) search.set('shop', nextShopId);
      // Without a salon, a new one: never the current salon resumed.
      else search.set('new', '1');
      if (next !== 1) search.set('step', String(next));
      setParams(search, options);
    },
    [setParams, shopId],
  );

  return { shopId, step, resume, goTo };
}
