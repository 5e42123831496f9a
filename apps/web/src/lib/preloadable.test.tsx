import { render, screen } from '@testing-library/react';
import { act, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

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
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="kai" />
      </Suspense>,
    );
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
