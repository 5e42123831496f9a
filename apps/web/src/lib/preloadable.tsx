import { lazy, type ComponentType, type ReactNode } from 'react';

/** A component whose module loads on demand, and that can be told to load it ahead. */
export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  /** Loads the module (once); from then on the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * Like `React.lazy`, but a component whose module has already loaded (`preload`, or an earlier
 * render) renders at once. `lazy` suspends on its first render whatever the state of the module,
 * and React then shows the Suspense fallback and holds the content back for its reveal delay
 * (about 300 ms): a screen the page had already downloaded appeared that much later.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A later render or preload tries again (the lazy component below keeps its own error).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  const Preloaded = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  Preloaded.preload = () => get().then(() => undefined);
  return Preloaded;
}
