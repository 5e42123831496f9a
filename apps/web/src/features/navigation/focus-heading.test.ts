import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusHeading, focusHeadingWhenShown } from './focus-heading';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('focusHeading', () => {
  it('focuses a heading by script without adding it to the Tab order', () => {
    document.body.innerHTML = '<h2 id="waves-title">Waves</h2>';
    expect(focusHeading('waves-title')).toBe(true);
    const heading = document.getElementById('waves-title');
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps an existing tabindex', () => {
    document.body.innerHTML = '<h2 id="x" tabindex="0">X</h2>';
    focusHeading('x');
    expect(document.getElementById('x')).toHaveAttribute('tabindex', '0');
  });

  it('reports a missing heading', () => expect(focusHeading('nowhere')).toBe(false));

  it('scrolls a heading hidden under the sticky bars back into view', () => {
    document.body.innerHTML =
      '<nav data-sticky-top style="position: sticky; top: 0px"></nav><h2 id="h">H</h2>';
    const bar = document.querySelector('nav')!;
    const heading = document.getElementById('h')!;
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 320, 50));
    vi.spyOn(heading, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 20, 320, 30));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    try {
      focusHeading('h');
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
    // 20 px from the top sits under the 50 px bar: scroll up by 50 - 20 plus the 12 px gap.
    expect(scrollTo).toHaveBeenCalledWith({ top: 458 });
  });

  it('does not scroll when the heading already shows', () => {
    document.body.innerHTML = '<h2 id="h">H</h2>';
    const heading = document.getElementById('h')!;
    vi.spyOn(heading, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 320, 30));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    focusHeading('h');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('focusHeadingWhenShown', () => {
  /** Lets the MutationObserver's callbacks run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('focuses a heading that is already there at once', () => {
    document.body.innerHTML = '<h2 id="waves-title">Waves</h2>';
    focusHeadingWhenShown('waves-title');
    expect(document.activeElement).toBe(document.getElementById('waves-title'));
  });

  it('focuses a heading added later, once its place has loaded', async () => {
    document.body.innerHTML = '<main><p role="status">Loading…</p></main>';
    focusHeadingWhenShown('waves-title');
    await settle();
    expect(document.activeElement).toBe(document.body);
    document.querySelector('main')!.innerHTML =
      '<section><h2 id="waves-title">Waves</h2></section>';
    await settle();
    expect(document.activeElement).toBe(document.getElementById('waves-title'));
  });

  it('leaves focus alone once told to stop waiting', async () => {
    document.body.innerHTML = '<main></main>';
    const stop = focusHeadingWhenShown('waves-title');
    stop();
    document.querySelector('main')!.innerHTML = '<h2 id="waves-title">Waves</h2>';
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
