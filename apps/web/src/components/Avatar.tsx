import { initials } from '../lib/format';

/** A round badge with the first two letters of the username in upper case. */
export function Avatar({ username, size = 'md' }: { username: string; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-surf to-tide font-display font-bold text-abyss ring-2 ring-seaglass/40 ${size === 'sm' ? 'h-7 w-7 text-[11px]' : 'h-9 w-9 text-sm'}`}
    >
      {initials(username)}
    </span>
  );
}
