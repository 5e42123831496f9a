import { Link } from 'react-router';
import { Logo } from './Logo';

export interface PageHeaderProps {
  /** Where the back link goes and what it says. */
  back: { to: string; label: string };
}

/** The top of a page outside the main screen: the logo and a back link. */
export function PageHeader({ back }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 pb-4">
      <Logo />
      <Link
        to={back.to}
        className="rounded-full border border-surf/40 px-4 py-1.5 text-sm font-medium text-seaglass no-underline hover:bg-surf/10 hover:no-underline"
      >
        ← {back.label}
      </Link>
    </header>
  );
}
