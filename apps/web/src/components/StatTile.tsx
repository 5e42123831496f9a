import type { ReactNode } from 'react';

/** One figure with its label (wave status, your stats). */
export function StatTile({
  label,
  value,
  icon,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-white/5 bg-abyss/40 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-[10px] font-semibold whitespace-nowrap uppercase tracking-wide text-seaglass/90">
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </dt>
      <dd className="truncate font-display text-lg font-bold tabular-nums text-foam">{value}</dd>
    </div>
  );
}
