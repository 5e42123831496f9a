import type { PlaceNavProps } from './HeaderNav';
import { MAIN_PLACES } from './places';

/**
 * The tab bar standing in for the header buttons below 1280 px: the same four places. Sticky
 * below 1024 px (where the header scrolls away); on phones each label sits under its icon so
 * four fit in 320 px.
 */
export function SectionTabs({ current, onSelect }: PlaceNavProps) {
  return (
    <nav
      aria-label="Sections"
      data-sticky-top
      className="z-10 border-b border-white/10 bg-deep/90 px-1 py-1.5 backdrop-blur max-lg:sticky max-lg:top-0 sm:px-3 sm:py-2 xl:hidden"
    >
      <div className="mx-auto flex max-w-2xl gap-0.5 rounded-2xl border border-white/10 bg-abyss/60 p-1 sm:gap-1 sm:rounded-full">
        {MAIN_PLACES.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-current={current === id ? 'page' : undefined}
            onClick={() => onSelect(id)}
            className="flex min-w-0 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-xl px-0.5 py-1 text-[10px] leading-tight font-semibold tracking-tight text-foam/75 hover:text-foam focus-visible:outline-2 focus-visible:outline-seaglass aria-[current=page]:bg-surf aria-[current=page]:text-abyss sm:flex-row sm:gap-1.5 sm:rounded-full sm:px-2 sm:py-1.5 sm:text-sm sm:tracking-normal"
          >
            <Icon size={15} aria-hidden="true" className="shrink-0" />
            <span className="max-w-full truncate">{label}</span>
          </button>
        ))}
      </div>
    </nav>
  );
}
