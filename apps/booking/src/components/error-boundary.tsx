import { ErrorBoundary as Boundary } from '@salon/web/react/error-boundary';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n-context.tsx';

/** Catches a failed lazy part or a render error and offers to try again. */
export function ErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  return (
    <Boundary resetKey={resetKey} failure={(chunk) => <Failure chunk={chunk} />}>
      {children}
    </Boundary>
  );
}

function Failure({ chunk }: { chunk: boolean }) {
  const { t } = useI18n();
  return (
    <div className="notice notice-error" role="alert" data-testid="crash">
      <p>{chunk ? t('common.chunkError') : t('common.crash')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}
