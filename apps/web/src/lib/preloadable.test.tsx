import { render, screen } from '@testing-library/react';
import { act, startTransition, Suspense, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

/** React's flag for a test environment driven by `act` (set by Testing Library). */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load the test finishes when it wants. */
function deferredLoad() {
  let finish!: () => void;
  let calls = 0;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const load = () => {
    calls += 1;
    return done.then(() => Greeting);
  };
  return { load, finish, calls: () => calls };
}

describe('preloadable', () => {
  it('suspends like React.lazy while its module loads', async () => {
    const module = deferredLoad();
    const Page = preloadable(module.load);
    // Awaited: React retries a render suspended inside `act` only when the act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Page name="kai" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => module.finish());
    expect(await screen.findByText('Hello kai')).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const module = deferredLoad();
    const Page = preloadable(module.load);
    const preloading = Page.preload();
    module.finish();
    await preloading;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="kai" />
      </Suspense>,
    );
    // Synchronously after the first render: no fallback was ever committed.
    expect(screen.getByText('Hello kai')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(module.calls()).toBe(1);
  });

  it('keeps the component mounted when its module arrives during a concurrent render', async () => {
    // A transition renders concurrently: where the load suspends it yields, and when the module has
    // arrived meanwhile React replays that one unit rather than the whole tree. The component
    // committed then must be the one every later render returns, or it remounts (and forgets).
    let mounts = 0;
    function Counted({ name }: { name: string }) {
      useLayoutEffect(() => {
        mounts += 1;
      }, []);
      return <p>Hello {name}</p>;
    }
    const Page = preloadable(() => Promise.resolve(Counted));
    let setName!: (name: string) => void;
    function Host() {
      const [name, set] = useState<string | null>(null);
      setName = set;
      return <Suspense fallback={<p>Loading…</p>}>{name && <Page name={name} />}</Suspense>;
    }
    render(<Host />);
    // React's own scheduler, as in a browser: `act` would render the transition without yielding.
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => setName('kai'));
      expect(await screen.findByText('Hello kai')).toBeInTheDocument();
      setName('mia');
      expect(await screen.findByText('Hello mia')).toBeInTheDocument();
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(mounts).toBe(1);
  });

  it('loads again after a failed load', async () => {
    let attempt = 0;
    const Page = preloadable(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page name="kai" />);
    expect(screen.getByText('Hello kai')).toBeInTheDocument();
  });
});
