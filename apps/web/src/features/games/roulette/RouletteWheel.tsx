import { colourOf } from '@coinwave/roulette-engine';
import { SECTOR_DEG, WHEEL_ORDER, WHEEL_SPIN_MS } from './wheel-geometry';

export interface RouletteWheelProps {
  /** Degrees clockwise; changing it animates the spin. */
  rotation: number;
  spinning: boolean;
  /** The pocket shown in the hub once the wheel stopped. */
  result: number | null;
}

const FILL = { red: '#c8102e', black: '#111820', green: '#0f7b3f' } as const;
const R = 100;

function sectorPath(i: number): string {
  const a0 = ((i - 0.5) * SECTOR_DEG - 90) * (Math.PI / 180);
  const a1 = ((i + 0.5) * SECTOR_DEG - 90) * (Math.PI / 180);
  const p = (a: number, r: number) =>
    `${(R + r * Math.cos(a)).toFixed(2)} ${(R + r * Math.sin(a)).toFixed(2)}`;
  return `M${p(a0, 58)} L${p(a0, 96)} A96 96 0 0 1 ${p(a1, 96)} L${p(a1, 58)} A58 58 0 0 0 ${p(a0, 58)}Z`;
}

/** The European wheel: spins 3 s to the pocket the server drew, which stops under the pointer. */
export function RouletteWheel({ rotation, spinning, result }: RouletteWheelProps) {
  return (
    <div
      className="relative mx-auto aspect-square w-44 sm:w-52"
      data-testid="roulette-wheel"
      data-state={spinning ? 'spinning' : 'stopped'}
    >
      <svg
        viewBox="0 0 200 200"
        className="h-full w-full drop-shadow-[0_6px_16px_rgb(0_0_0/0.5)]"
        role="img"
        aria-label={
          spinning
            ? 'Wheel spinning'
            : result === null
              ? 'Roulette wheel'
              : `Wheel stopped on ${result}`
        }
      >
        <circle cx={R} cy={R} r="99" fill="#6b4423" />
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: '100px 100px',
            transition: spinning
              ? `transform ${WHEEL_SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.2, 1)`
              : 'none',
          }}
        >
          {WHEEL_ORDER.map((n, i) => (
            <g key={n}>
              <path d={sectorPath(i)} fill={FILL[colourOf(n)]} stroke="#d4af37" strokeWidth="0.6" />
              <text
                x={R}
                y={R - 84}
                transform={`rotate(${i * SECTOR_DEG} ${R} ${R})`}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="8"
                fontWeight="700"
                fill="#fff"
                fontFamily="system-ui, sans-serif"
              >
                {n}
              </text>
            </g>
          ))}
          <circle cx={R} cy={R} r="58" fill="#3d2614" stroke="#d4af37" strokeWidth="1.5" />
          {[0, 45, 90, 135].map((a) => (
            <rect
              key={a}
              x="97"
              y="50"
              width="6"
              height="100"
              rx="3"
              fill="#d4af37"
              transform={`rotate(${a} ${R} ${R})`}
            />
          ))}
        </g>
        <circle cx={R} cy={R} r="26" fill="#05213a" stroke="#d4af37" strokeWidth="2" />
        <text
          x={R}
          y={R + 1}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize="20"
          fontWeight="800"
          fill={result === null || spinning ? '#e6f7fb' : result === 0 ? '#4ade80' : '#f5c542'}
          fontFamily="system-ui, sans-serif"
        >
          {spinning || result === null ? '?' : result}
        </text>
        <path d="M92 0 L108 0 L100 16 Z" fill="#f5c542" stroke="#05213a" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
