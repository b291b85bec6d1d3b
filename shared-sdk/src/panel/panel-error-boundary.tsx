import { Component, type ErrorInfo, type ReactNode } from 'react';
import { backoffDelay } from '../hooks/use-panel-query';

interface Props {
  /** Renders the failure; `retry` resets the boundary at once. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** A change of this key resets the boundary (e.g. a new build of the remote). */
  resetKey?: unknown;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** Contains a render error to its panel, and re-mounts the panel with backoff so it heals itself. */
export class PanelErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
    clearTimeout(this.timer);
    this.timer = setTimeout(this.retry, backoffDelay(this.state.attempt + 2));
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.retry();
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  private readonly retry = (): void => {
    clearTimeout(this.timer);
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
