/**
 * The red "LIVE" tag of a live stream (a broadcast in progress). The text says it, so the tag
 * needs no other label; `pulse` adds a dot for a stream being watched or sent right now.
 */
export function LiveBadge({ pulse = false }: { pulse?: boolean }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded bg-coral px-1.5 py-0.5 text-[11px] leading-none font-black tracking-widest text-abyss">
      {pulse && (
        <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-abyss" aria-hidden="true" />
      )}
      LIVE
    </span>
  );
}

/** "0 viewers", "1 viewer", "8 viewers". */
export function viewerText(count: number): string {
  return `${count} viewer${count === 1 ? '' : 's'}`;
}
