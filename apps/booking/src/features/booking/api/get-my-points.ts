import type { PublicMyPointsResponse } from '@salon/domain/contracts';
import { api } from '@salon/web/api-client';

export type MyPoints = NonNullable<PublicMyPointsResponse['points']>;

/** The signed-in customer's points at the salon and its redemption step; null without a programme. */
export const getMyPoints = (subdomain: string, signal?: AbortSignal) =>
  api
    .get<PublicMyPointsResponse>(`/api/public/shops/${encodeURIComponent(subdomain)}/my-points`, {
      ...(signal ? { signal } : {}),
    })
    .then((answer) => answer.points);
