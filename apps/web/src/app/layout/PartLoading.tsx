/**
 * Holds a column or place of the main screen while its chunk downloads: a panel's outline, so
 * the column does not jump when the panels arrive.
 */
export function PartLoading() {
  return (
    <div
      role="status"
      className="flex min-h-48 items-center justify-center rounded-2xl border border-white/10 bg-ocean/30"
    >
      <span className="animate-pulse text-sm text-foam/70">Loading…</span>
    </div>
  );
}
