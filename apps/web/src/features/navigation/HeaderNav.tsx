import { MAIN_PLACES, type MainPlace } from './places';

export interface PlaceNavProps {
  /** The place shown now (marked `aria-current`). */
  current: MainPlace;
  onSelect: (place: MainPlace) => void;
}

/** The header's Games / Waves / Community / Leaderboard buttons (from 1280 px; DESIGN decision 16). */
export function HeaderNav({ current, onSelect }: PlaceNavProps) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
      {MAIN_PLACES.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          aria-current={current === id ? 'page' : undefined}
          onClick={() => onSelect(id)}
          className="cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium text-foam/80 hover:bg-white/10 hover:text-foam focus-visible:outline-2 focus-visible:outline-seaglass aria-[current=page]:bg-surf/20 aria-[current=page]:text-foam aria-[current=page]:ring-1 aria-[current=page]:ring-surf/50"
        >
          {label}
        </button>
      ))}
    </nav>
  );
}
