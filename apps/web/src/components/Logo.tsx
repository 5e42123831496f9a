import { Link } from 'react-router';

/** The Coinwave wordmark: a gold coin riding a wave. Links home. */
export function Logo({
  size = 'md',
  compact = false,
}: {
  size?: 'md' | 'lg';
  /** Hide the wordmark on very narrow screens. */ compact?: boolean;
}) {
  const big = size === 'lg';
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 no-underline hover:no-underline"
      aria-label="Coinwave home"
    >
      <svg viewBox="0 0 64 64" className={big ? 'h-12 w-12' : 'h-8 w-8'} aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#f5c542" />
        <circle cx="32" cy="32" r="24" fill="#e9a820" />
        <path
          d="M12 38c6-8 12-8 18 0s12 8 22 0"
          fill="none"
          stroke="#05213a"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`font-display font-bold tracking-tight text-foam ${big ? 'text-4xl' : 'text-xl'} ${compact ? 'hidden min-[420px]:inline' : ''}`}
      >
        Coin<span className="text-surf">wave</span>
      </span>
    </Link>
  );
}
