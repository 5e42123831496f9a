import { use, type ComponentType, type ReactNode } from 'react';

/** A component whose module loads on demand, and that can be told to load it ahead. */
export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  /** Loads the module (once); from then on the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A promise as React's `use` reads it: one marked fulfilled is read at once, without suspending
 * (React marks the promises it waits on the same way).
 */
type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Like `React.lazy`, but a component whose module has already loaded (`preload`, or an earlier
 * render) renders at once. `lazy` suspends on its first render whatever the state of the module,
 * and React then shows the Suspense fallback and holds the content back for its reveal delay
 * (about 300 ms): a screen the page had already downloaded appeared that much later.
 *
 * Every render returns the loaded component itself, never a `lazy` wrapper in its place: when
 * the module arrives during a concurrent render, React replays just the unit that suspended, and a
 * wrapper committed that way was swapped for the component at the next render, remounting it (a
 * poker table that forgot the hand it had just dealt).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  /** The load in flight or done; a failed one is dropped, so the next preload tries again. */
  let loading: Settled<ComponentType<P>> | undefined;
  /**
   * What renders read: the first load a render waited on, then the load that succeeded. A failed
   * load stays here for the error boundary (as `lazy` keeps its error) until a preload succeeds.
   */
  let rendering: Settled<ComponentType<P>> | undefined;
  const get = () => {
    if (loading) return loading;
    const attempt: Settled<ComponentType<P>> = load().then(
      (component) => {
        attempt.status = 'fulfilled';
        attempt.value = component;
        rendering = attempt;
        return component;
      },
      (error: unknown) => {
        attempt.status = 'rejected';
        attempt.reason = error;
        loading = undefined;
        throw error;
      },
    );
    return (loading = attempt);
  };
  const Preloaded = (props: P) => {
    const read: Promise<ComponentType<P>> = (rendering ??= get());
    const Component = use(read);
    return <Component {...props} />;
  };
  Preloaded.preload = () => get().then(() => undefined);
  return Preloaded;
}
