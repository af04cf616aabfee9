import { LoadingDots } from '@salon/web/react/loading-dots';
import { useI18n } from '../lib/i18n-context.tsx';

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return <LoadingDots label={label ?? t('common.loading')} />;
}
