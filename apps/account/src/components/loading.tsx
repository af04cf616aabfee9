import { useI18n } from '../lib/i18n-context.tsx';

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="loading" role="status" data-testid="loading">
      <span className="dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
    </div>
  );
}
