import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface MessagePageProps {
  /** The big decorative mark above the title ('~404~'). */
  mark: string;
  title: string;
  children: ReactNode;
}

/** A whole page that only says one thing (not found, not allowed) and leads back to Coinwave. */
export function MessagePage({ mark, title, children }: MessagePageProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-7xl font-bold text-surf/70" aria-hidden="true">
        {mark}
      </p>
      <h1 className="font-display text-2xl font-semibold text-foam">{title}</h1>
      <p className="max-w-sm text-foam/70">{children}</p>
      <Link
        to="/"
        className="rounded-full bg-surf px-5 py-2 font-semibold text-deep no-underline hover:bg-seaglass hover:no-underline"
      >
        Back to Coinwave
      </Link>
    </main>
  );
}
