import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n-context.tsx';

/** Back on the left, the step's main action on the right; Back is always possible. */
export function StepActions({
  onBack,
  info,
  children,
}: {
  onBack?: (() => void) | null | undefined;
  /** Shown in Back's place on a first step, e.g. what is chosen so far. */
  info?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="actions">
      {onBack ? (
        <button type="button" className="button button-secondary" data-testid="back" onClick={onBack}>
          {t('common.back')}
        </button>
      ) : (
        <div className="actions-info">{info}</div>
      )}
      {children}
    </div>
  );
}
