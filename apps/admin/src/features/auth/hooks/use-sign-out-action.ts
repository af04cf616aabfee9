import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { forgetOfflineData } from '../../../lib/offline-data.ts';
import { useSignOut } from '../api/sign-out.ts';
import { endSession } from './session-cache.ts';

/**
 * Signs out, forgets every cached answer, and returns to the sign-in page with a notice; `from`
 * is where the next sign-in leads (an invitation link opened with the wrong account, say).
 */
export function useSignOutAction(options: { from?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // Done in the mutation's own callback: the button that started it unmounts as the session ends.
  const mutation = useSignOut({
    onSuccess: async () => {
      // Before leaving: the next person at this device must not read this salon's data offline.
      await forgetOfflineData();
      const search = options.from ? `?${new URLSearchParams({ from: options.from })}` : '';
      navigate(`/sign-in${search}`, { replace: true });
      endSession(queryClient);
      toast.success(t('auth.signedOut'));
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
