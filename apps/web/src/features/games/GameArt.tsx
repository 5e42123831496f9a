import type { GameKind } from '@coinwave/api-contract';

/** Small illustrations for the four games (SVG, so they look the same on every system). */
export function GameArt({ kind, className = 'h-12 w-12' }: { kind: GameKind; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      {kind === 'slots' && (
        <>
          <rect
            x="6"
            y="12"
            width="52"
            height="40"
            rx="8"
            fill="#05213a"
            stroke="#f5c542"
            strokeWidth="3"
          />
          {[14, 28, 42].map((x) => (
            <g key={x}>
              <rect x={x - 1} y="20" width="10" height="24" rx="3" fill="#e6f7fb" />
              <text
                x={x + 4}
                y="37"
                textAnchor="middle"
                fontSize="14"
                fontWeight="900"
                fill="#ff6f61"
                fontFamily="system-ui, sans-serif"
              >
                7
              </text>
            </g>
          ))}
          <circle cx="58" cy="14" r="4" fill="#ff6f61" />
          <path d="M58 18v10" stroke="#f5c542" strokeWidth="3" strokeLinecap="round" />
        </>
      )}
      {kind === 'blackjack' && (
        <>
          <g transform="rotate(-12 26 34)">
            <rect
              x="10"
              y="12"
              width="28"
              height="40"
              rx="4"
              fill="#e6f7fb"
              stroke="#05213a"
              strokeWidth="1.5"
            />
            <text
              x="17"
              y="26"
              fontSize="11"
              fontWeight="800"
              fill="#05213a"
              fontFamily="system-ui, sans-serif"
            >
              A
            </text>
            <path
              d="M24 34c-4 4-7 6-7 9a3 3 0 0 0 6 1l-1 4h4l-1-4a3 3 0 0 0 6-1c0-3-3-5-7-9z"
              fill="#05213a"
            />
          </g>
          <g transform="rotate(10 40 34)">
            <rect
              x="28"
              y="12"
              width="28"
              height="40"
              rx="4"
              fill="#fff"
              stroke="#05213a"
              strokeWidth="1.5"
            />
            <text
              x="34"
              y="26"
              fontSize="11"
              fontWeight="800"
              fill="#d9363e"
              fontFamily="system-ui, sans-serif"
            >
              K
            </text>
            <path
              d="M42 46c-6-5-9-8-9-11a4 4 0 0 1 9-2 4 4 0 0 1 9 2c0 3-3 6-9 11z"
              fill="#d9363e"
            />
          </g>
        </>
      )}
      {kind === 'poker' && (
        <>
          {[44, 38, 32].map((y, i) => (
            <g key={y}>
              <ellipse
                cx="24"
                cy={y}
                rx="16"
                ry="6"
                fill={['#0f7a6a', '#ff6f61', '#23b5c9'][i]}
                stroke="#e6f7fb"
                strokeWidth="2"
                strokeDasharray="4 3"
              />
            </g>
          ))}
          <path
            d="M46 14c-7 7-11 10-11 15a5 5 0 0 0 9 2l-2 8h8l-2-8a5 5 0 0 0 9-2c0-5-4-8-11-15z"
            fill="#e6f7fb"
          />
        </>
      )}
      {kind === 'roulette' && (
        <>
          <circle cx="32" cy="32" r="26" fill="#3d1a35" stroke="#f5c542" strokeWidth="3" />
          {Array.from({ length: 12 }, (_, i) => {
            const a0 = (i * 30 * Math.PI) / 180;
            const a1 = ((i + 1) * 30 * Math.PI) / 180;
            const p = (a: number, r: number) => `${32 + r * Math.sin(a)} ${32 - r * Math.cos(a)}`;
            const fill = i === 0 ? '#0f9d58' : i % 2 ? '#d9363e' : '#111827';
            return (
              <path
                key={i}
                d={`M${p(a0, 10)} L${p(a0, 22)} A22 22 0 0 1 ${p(a1, 22)} L${p(a1, 10)} A10 10 0 0 0 ${p(a0, 10)}Z`}
                fill={fill}
              />
            );
          })}
          <circle cx="32" cy="32" r="9" fill="#c98f10" />
          <circle cx="32" cy="32" r="3" fill="#f5c542" />
          <circle cx="44" cy="16" r="3" fill="#e6f7fb" />
        </>
      )}
    </svg>
  );
}
