import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../chunk.ts';

interface Props {
  children: ReactNode;
  /** A change (such as another step or page) clears the error. */
  resetKey?: unknown;
  /** What to show instead: `chunk` when a part of the page could not be loaded. */
  failure: (chunk: boolean) => ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a failed lazy part (ChunkLoadError) or a render error and shows `failure`. */
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
    return this.props.failure(isChunkLoadError(this.state.error));
  }
}
