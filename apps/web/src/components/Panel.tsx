import type { ReactNode } from 'react';

export interface PanelProps {
  title: ReactNode;
  /** A small line beside the title (e.g. the online count). */
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Controls at the right of the title bar (refresh, toggles). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The heading id, for `aria-labelledby`. */
  id?: string;
}

/** A glassy card with a title bar: the building block of the three columns. */
export function Panel({
  title,
  subtitle,
  icon,
  actions,
  children,
  className = '',
  id,
}: PanelProps) {
  const headingId = id ? `${id}-title` : undefined;
  // No backdrop blur: behind a panel is only the page's smooth gradient, which blurs to itself,
  // while the blur made the compositor redo the panel's backdrop at each update inside it (a
  // countdown each second): 9x the compositor's CPU on an idle main screen.
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-white/10 bg-ocean/45 shadow-[0_8px_30px_rgb(0_0_0/0.25)] ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 font-display text-base font-semibold text-foam"
        >
          {icon && (
            <span className="text-surf" aria-hidden="true">
              {icon}
            </span>
          )}
          <span className="whitespace-nowrap">{title}</span>
          {subtitle}
        </h2>
        {actions && <div className="flex items-center gap-1">{actions}</div>}
      </div>
      <div className="p-4">{children}</div>
    </section>
  );
}
