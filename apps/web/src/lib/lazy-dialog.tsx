import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from '../stores/toast.store';
import { preloadable } from './preloadable';

/** A dialog whose module loads the first time it opens (see lazyDialog). */
export interface LazyDialog<P extends { open: boolean }> {
  (props: P): ReactNode;
  /** Loads the module ahead, so the first open shows at once. */
  preload(): Promise<void>;
}

/**
 * A dialog whose module loads the first time it opens, and which then stays mounted as it would
 * be: its code, and Radix Dialog's, stay out of the screen's chunk, which the first paint waits
 * for. A download that fails says so and is tried again at the next open.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  const Dialog = preloadable(load);
  const Lazy = (props: P) => {
    const [opens, setOpens] = useState(props.open ? 1 : 0);
    const [wasOpen, setWasOpen] = useState(props.open);
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open) setOpens(opens + 1);
    }
    if (opens === 0) return null;
    return (
      <LoadFailure opens={opens} retry={Dialog.preload}>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </LoadFailure>
    );
  };
  Lazy.preload = Dialog.preload;
  return Lazy;
}

const failureToast = () =>
  toast({
    title: 'Could not open this',
    description: 'Check your connection and try again.',
    variant: 'destructive',
  });

interface LoadFailureProps {
  /** How many times the dialog has opened: a new open tries the download again. */
  opens: number;
  retry: () => Promise<void>;
  children: ReactNode;
}

/**
 * Renders nothing once its dialog's module failed to load (and says so); when the dialog opens
 * again, downloads it again first.
 */
class LoadFailure extends Component<LoadFailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    failureToast();
  }

  override componentDidUpdate(previous: LoadFailureProps): void {
    if (!this.state.failed || previous.opens === this.props.opens) return;
    this.props.retry().then(() => this.setState({ failed: false }), failureToast);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
