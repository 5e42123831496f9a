import { initials } from '../lib/format';

const SIZES = {
  sm: 'h-7 w-7 text-[11px]',
  md: 'h-9 w-9 text-sm',
  lg: 'h-16 w-16 text-xl',
} as const;

/**
 * A round badge: the user's avatar image (resized by the server) when they uploaded one, else the
 * first two letters of the username in upper case. Decorative: the name is always shown beside it.
 */
export function Avatar({
  username,
  src = null,
  size = 'md',
}: {
  username: string;
  src?: string | null;
  size?: keyof typeof SIZES;
}) {
  const frame = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-seaglass/40 ${SIZES[size]}`;
  if (src)
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        width={128}
        height={128}
        loading="lazy"
        className={`${frame} bg-abyss object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${frame} bg-gradient-to-br from-surf to-tide font-display font-bold text-abyss`}
    >
      {initials(username)}
    </span>
  );
}
