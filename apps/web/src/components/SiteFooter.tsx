import { Link } from 'react-router';

const LINKS = [
  ['/help', 'Help Center'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/responsible-gaming', 'Responsible Gaming'],
  ['/fairness', 'Provably Fair'],
] as const;

/** Footer links and the 18+ / virtual-coins notices (spec section 2). */
export function SiteFooter() {
  return (
    <footer className="border-t border-white/10 bg-abyss/60 px-4 py-5 text-xs text-foam/70">
      <div className="mx-auto flex max-w-[1600px] flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          {LINKS.map(([to, label]) => (
            <Link key={to} to={to} className="text-foam/80 hover:text-seaglass">
              {label}
            </Link>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full border border-coral/60 px-2 py-0.5 font-bold text-coral">
            18+
          </span>
          <span>
            For adults only. Coins are virtual, have no cash value and can never be bought, sold or
            withdrawn.
          </span>
        </div>
      </div>
    </footer>
  );
}
