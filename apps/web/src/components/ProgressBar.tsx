/** An upload progress bar, 0-100. */
export function ProgressBar({
  value,
  label = 'Upload progress',
}: {
  value: number;
  label?: string;
}) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2 w-full overflow-hidden rounded-full bg-abyss/70"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-surf to-seaglass transition-[width] duration-200"
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
