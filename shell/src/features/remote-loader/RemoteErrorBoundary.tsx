import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: Error) => ReactNode;
  /** Told of each error caught, as thrown. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote (load error or render error) inside its own part of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shell] remote section failed', error);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
