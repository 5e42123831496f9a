import type { SlotSymbol } from '@coinwave/api-contract';

/** The readable names of the seven symbols (spec section 9). */
export const SYMBOL_NAMES: Record<SlotSymbol, string> = {
  seven: '7',
  moneyBag: 'money bag',
  bell: 'bell',
  star: 'star',
  orange: 'orange',
  lemon: 'lemon',
  balloon: 'balloon',
};

function Art({ symbol }: { symbol: SlotSymbol }) {
  switch (symbol) {
    case 'seven':
      return (
        <path
          d="M12 10h25l-12 30h-8l10.5-23H12z"
          fill="#ff4d3d"
          stroke="#7a0f08"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      );
    case 'moneyBag':
      return (
        <>
          <path d="M18 8h12l-3 7h-6z" fill="#b8860b" stroke="#5a3d00" strokeWidth="1.5" />
          <path
            d="M21 15h6c9 5 13 13 11 20-1 5-6 7-14 7s-13-2-14-7c-2-7 2-15 11-20z"
            fill="#d9a520"
            stroke="#5a3d00"
            strokeWidth="1.5"
          />
          <text
            x="24"
            y="36"
            textAnchor="middle"
            fontSize="14"
            fontWeight="900"
            fill="#3b2a00"
            fontFamily="system-ui, sans-serif"
          >
            $
          </text>
        </>
      );
    case 'bell':
      return (
        <>
          <path
            d="M24 7c-8 0-12 7-12 15v8l-4 6h32l-4-6v-8c0-8-4-15-12-15z"
            fill="#f5c542"
            stroke="#8a5a00"
            strokeWidth="1.5"
          />
          <circle cx="24" cy="40" r="4" fill="#c98f10" stroke="#8a5a00" strokeWidth="1.5" />
        </>
      );
    case 'star':
      return (
        <path
          d="M24 5l5.6 12.2 13.2 1.5-9.8 9 2.8 13.1L24 34.2l-11.8 6.6L15 27.7l-9.8-9 13.2-1.5z"
          fill="#ffd23f"
          stroke="#b07d00"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      );
    case 'orange':
      return (
        <>
          <circle cx="24" cy="27" r="15" fill="#ff9f1c" stroke="#a55a00" strokeWidth="1.5" />
          <path d="M24 12c2-5 7-6 10-5-2 4-6 6-10 5z" fill="#3fa34d" />
          <circle cx="19" cy="22" r="2.5" fill="#ffc56b" />
        </>
      );
    case 'lemon':
      return (
        <>
          <ellipse
            cx="24"
            cy="26"
            rx="17"
            ry="12"
            fill="#fff04d"
            stroke="#a59a00"
            strokeWidth="1.5"
          />
          <path d="M6 26l-3 1M42 26l3-1" stroke="#a59a00" strokeWidth="2.5" strokeLinecap="round" />
          <ellipse cx="18" cy="22" rx="4" ry="2" fill="#fffbb0" />
        </>
      );
    case 'balloon':
      return (
        <>
          <ellipse
            cx="24"
            cy="19"
            rx="12"
            ry="14"
            fill="#ff5c8a"
            stroke="#8f1d3f"
            strokeWidth="1.5"
          />
          <path d="M22 33h4l-2 3z" fill="#8f1d3f" />
          <path d="M24 36c-3 4 3 6 0 10" stroke="#e6f7fb" strokeWidth="1.5" fill="none" />
          <ellipse cx="19" cy="13" rx="3" ry="4" fill="#ffb3c8" />
        </>
      );
  }
}

/** One slots symbol as SVG, with its name for assistive technology. */
export function SymbolIcon({
  symbol,
  className = 'h-10 w-10',
}: {
  symbol: SlotSymbol;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 48 48" className={className} role="img" aria-label={SYMBOL_NAMES[symbol]}>
      <Art symbol={symbol} />
    </svg>
  );
}
