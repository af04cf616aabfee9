import { api } from '@salon/web/api-client';
import type { Availability } from './types.ts';

export interface AvailabilityRequest {
  subdomain: string;
  services: readonly string[];
  from: string;
  to: string;
  stylist: string;
  /** A preview of a page that is not published yet (staff only). */
  preview?: boolean | undefined;
}

// Weeks already seen, so that going back and forth between days and steps asks the server once.
const cache = new Map<string, Promise<Availability>>();

const keyOf = (r: AvailabilityRequest) =>
  `${r.subdomain}|${r.services.join(',')}|${r.stylist}|${r.from}|${r.to}|${r.preview ? 'preview' : ''}`;

export function getAvailability(request: AvailabilityRequest): Promise<Availability> {
  const key = keyOf(request);
  let answer = cache.get(key);
  if (!answer) {
    answer = api.get<Availability>(
      `/api/public/shops/${encodeURIComponent(request.subdomain)}/availability`,
      {
        query: {
          services: request.services.join(','),
          from: request.from,
          to: request.to,
          stylist: request.stylist,
          ...(request.preview ? { preview: 1 } : {}),
        },
      },
    );
    // A failure is not remembered: the next look asks again.
    answer.catch(() => cache.delete(key));
    cache.set(key, answer);
  }
  return answer;
}

/** Forgets every week seen, after a booking or a taken time changed what is free. */
export const forgetAvailability = () => cache.clear();
