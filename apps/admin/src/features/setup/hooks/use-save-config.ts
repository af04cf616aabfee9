import { sessionQueryKey } from '@salon/web/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShop } from '../../../api/shop.ts';
import type { ConfigValues } from '../lib/config-form.ts';
import { type SaveProgress, saveConfig } from '../lib/save-config.ts';

/** Saves the wizard's second step; afterwards every list of the salon, and the session's name for it, reload. */
export function useSaveConfig(shopId: string, progress: SaveProgress, language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shops', shopId, 'setup', 'save'],
    mutationFn: (values: ConfigValues) => saveConfig(shopId, values, progress, language),
    // The step shows what went wrong next to the fields.
    meta: { errorToast: false },
    // Also after a failure: whatever was saved before it is the server's now.
    onSettled: () =>
      Promise.all([
        invalidateShop(queryClient, shopId),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
