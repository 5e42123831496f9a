import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';

/** Shown when a screen throws while rendering: a calm way back instead of a blank page. */
export function RouteError() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-2xl font-semibold text-foam">We wiped out</h1>
      <p className="max-w-sm text-foam/75">
        Something went wrong on this screen. Reload to paddle back out; your coins are safe on the
        server.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="cursor-pointer rounded-full bg-surf px-5 py-2 font-semibold text-abyss hover:bg-seaglass"
      >
        Reload
      </button>
    </main>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

/** The boundary itself: `RouteError` in place of its children, until the location changes. */
class LocationErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to render', error);
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: { failed: boolean }): void {
    // Another location (a link, Back) gives its screen a fresh try; not the render that failed,
    // even when that render was the move to the location.
    if (previousState.failed && this.state.failed && previous.location !== this.props.location)
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Catches a screen that throws while rendering (or whose code fails to load) and shows
 * `RouteError` in its place; going elsewhere (a link, the browser's Back) tries again.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
