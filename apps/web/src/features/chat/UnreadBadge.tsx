/** Counts above this show as "99+": the badge stays small, the accessible name keeps the number. */
const SHOWN_MAX = 99;

/**
 * The number of unread direct messages, as a small coral pill. Sighted players see the number;
 * assistive technology hears "3 unread" as part of the control it sits in. Nothing when zero.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  // The space before the badge is a sibling of the caller's text, so the control's name reads
  // "nalu 3 unread", not "nalu3 unread" (a flex parent does not render it).
  return (
    <>
      {' '}
      <span
        data-testid="unread-badge"
        className="inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-coral px-1 font-sans text-[11px] leading-none font-bold text-abyss tabular-nums"
      >
        <span aria-hidden="true">{count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}</span>
        <span className="sr-only">{count} unread</span>
      </span>
    </>
  );
}
