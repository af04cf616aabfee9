import type { ServiceResponse } from '@salon/domain';
import { useMemo } from 'react';
import { useServices } from '../../../api/services.ts';

/** The services the salon offers now, by id, and which of some ids are still among them. */
export function useActiveServices(shopId: string) {
  const services = useServices(shopId);
  const active = useMemo(() => (services.data?.items ?? []).filter((s) => s.active), [services.data]);
  const byId = useMemo(() => new Map(active.map((s) => [s.id, s])), [active]);
  const chosenOf = (ids: readonly string[]) =>
    ids.map((id) => byId.get(id)).filter((s): s is ServiceResponse => !!s);
  return { services, active, byId, chosenOf };
}
