import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../api/services.ts';
import { useShop } from '../../../api/shop.ts';
import { hoursQueryOptions, useStylists } from '../../../api/stylists.ts';
import { resumeStep } from '../lib/next-step.ts';
import type { SetupStep } from './use-setup-location.ts';

/**
 * The step at which a salon's setup resumes, computed from what the server has: its details,
 * its team's hours, its menu, its team, whether it is published. Null while that loads.
 */
export function useResumeStep(shopId: string | null): { step: SetupStep | null; error: unknown } {
  const shop = useShop(shopId);
  const services = useServices(shopId);
  const stylists = useStylists(shopId);
  const firstStylistId = stylists.data?.items[0]?.id ?? null;
  const hours = useQuery({
    ...hoursQueryOptions(shopId ?? '', firstStylistId ?? ''),
    enabled: !!shopId && !!firstStylistId,
  });
  const error = shop.error ?? services.error ?? stylists.error ?? hours.error;
  // What another page left in the cache may be older than the salon: only fresh answers decide.
  const fresh = [shop, services, stylists].every((query) => query.isFetchedAfterMount);
  if (!fresh || !shop.data || !services.data || !stylists.data) return { step: null, error };
  if (firstStylistId && !hours.isFetchedAfterMount) return { step: null, error };
  const step = resumeStep({
    shop: shop.data,
    services: services.data.items.filter((service) => service.active).length,
    stylists: stylists.data.items.filter((stylist) => stylist.active).length,
    hasHours: !!hours.data?.days.some((day) => day.intervals.length > 0),
  });
  return { step, error };
}
