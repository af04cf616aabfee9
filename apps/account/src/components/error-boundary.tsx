import { isChunkLoadError } from '@salon/web/chunk';
import { Component, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n-context.tsx';

interface Props {
  children: ReactNode;
  /** A change (such as another step) clears the error. */
  resetKey?: unknown;
}
interface State {
  error: Error | null;
}

/** Catches a failed lazy step (ChunkLoadError) or a render error and offers to try again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <Failure chunk={isChunkLoadError(this.state.error)} />;
  }
}

function Failure({ chunk }: { chunk: boolean }) {
  const { t } = useI18n();
  return (
    <div className="notice notice-error" role="alert" data-testid="crash">
      <p>{chunk ? t('app.chunkError') : t('app.crash')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}
