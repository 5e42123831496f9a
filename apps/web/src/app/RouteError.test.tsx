import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './RouteError';

let throwing = true;
function Broken(): never {
  throw new Error('a screen that fails');
}
/** Fails while `throwing`, else shows its name. */
function Flaky() {
  if (throwing) throw new Error('a screen that fails once');
  return <p>flaky screen</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/fine">fine</Link>
        <Link to="/flaky">flaky</Link>
      </nav>
      <ScreenErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/flaky" element={<Flaky />} />
          <Route path="/fine" element={<p>fine screen</p>} />
        </Routes>
      </ScreenErrorBoundary>
    </MemoryRouter>,
  );
}

describe('a screen that throws', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    throwing = true;
  });

  it('shows the calm way back, and the next place tries again', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'We wiped out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('A screen failed to render', expect.any(Error));

    fireEvent.click(screen.getByRole('link', { name: 'fine' }));
    expect(screen.getByText('fine screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We wiped out' })).not.toBeInTheDocument();
  });

  it('keeps the way back when the move itself fails, and lets a later move through', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/fine');
    fireEvent.click(screen.getByRole('link', { name: 'flaky' }));
    expect(screen.getByRole('heading', { name: 'We wiped out' })).toBeInTheDocument();

    throwing = false;
    fireEvent.click(screen.getByRole('link', { name: 'fine' }));
    fireEvent.click(screen.getByRole('link', { name: 'flaky' }));
    expect(screen.getByText('flaky screen')).toBeInTheDocument();
  });
});
