/** Room left between a revealed heading and the sticky bars above it. */
const GAP_PX = 12;

/**
 * The height the sticky bars marked `data-sticky-top` (the header from 1024 px, the tab bar
 * below) cover at the top of the window once they stick.
 */
function stickyCover(): number {
  let cover = 0;
  document.querySelectorAll<HTMLElement>('[data-sticky-top]').forEach((bar) => {
    const style = getComputedStyle(bar);
    if (style.position !== 'sticky' && style.position !== 'fixed') return;
    cover = Math.max(cover, (parseFloat(style.top) || 0) + bar.getBoundingClientRect().height);
  });
  return cover;
}

/** Scrolls just enough for `element` to show below the sticky bars; nothing when it already does. */
export function revealBelowStickyBars(element: HTMLElement): void {
  const cover = stickyCover();
  const rect = element.getBoundingClientRect();
  if (rect.top >= cover && rect.bottom <= window.innerHeight) return;
  window.scrollTo({ top: Math.max(0, window.scrollY + rect.top - cover - GAP_PX) });
}

/**
 * Moves keyboard focus to the heading with this id (made focusable by script, not by Tab, as for
 * a skip link) and brings it into view. Returns whether it took focus.
 */
export function focusHeading(id: string): boolean {
  const heading = document.getElementById(id);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  revealBelowStickyBars(heading);
  return document.activeElement === heading;
}

/**
 * `focusHeading`, or, when the heading is not in the page yet (its place is still loading), as
 * soon as it is added. Returns a function that stops waiting (the player has moved on).
 */
export function focusHeadingWhenShown(id: string): () => void {
  if (focusHeading(id)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return;
    observer.disconnect();
    focusHeading(id);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
