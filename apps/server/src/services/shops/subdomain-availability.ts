import { cleanSubdomain, type SubdomainAvailabilityResponse, subdomainProblem } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { subdomainTaken } from '../../repositories/shops.ts';

/** Says whether a subdomain can be had and, when not, offers a cleaned, free form of it. */
export async function subdomainAvailability(
  ctx: ServiceContext,
  name: string,
): Promise<SubdomainAvailabilityResponse> {
  const problem = subdomainProblem(name);
  const taken = !problem && (await subdomainTaken(ctx.db, name));
  if (!problem && !taken) return { name, available: true, reason: null, suggestion: null };

  const base = cleanSubdomain(name) || 'salon';
  let suggestion: string | null = null;
  for (let n = 1; n <= 20 && !suggestion; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, 63 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!subdomainProblem(candidate) && !(await subdomainTaken(ctx.db, candidate))) suggestion = candidate;
  }
  return { name, available: false, reason: problem ?? 'taken', suggestion };
}
