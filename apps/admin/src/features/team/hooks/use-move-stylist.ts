import type { StylistResponse } from '@salon/domain';
import { useMoveInList } from '../../../lib/use-move-in-list.ts';
import { stylistsQueryKey } from '../api/list-stylists.ts';
import { updateStylist } from '../api/update-stylist.ts';

/** Moves stylists in the calendar's column order; each stylist's own queries sit below the list's key. */
export const useMoveStylist = (shopId: string) =>
  useMoveInList<StylistResponse>(stylistsQueryKey(shopId), (change) => updateStylist(shopId, change), {
    exact: true,
  });
