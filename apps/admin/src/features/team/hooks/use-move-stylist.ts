import type { StylistResponse } from '@salon/domain';
import { stylistKeys, updateStylist } from '../../../api/stylists.ts';
import { useMoveInList } from '../../../lib/use-move-in-list.ts';

/** Moves stylists in the calendar's column order; each stylist's own queries sit below the list's key. */
export const useMoveStylist = (shopId: string) =>
  useMoveInList<StylistResponse>(stylistKeys.all(shopId), (change) => updateStylist(shopId, change), {
    exact: true,
  });
