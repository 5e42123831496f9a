import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { SiteFooter } from './SiteFooter';

export interface PageShellProps {
  title: string;
  /** A line under the title (when the page was updated, who is signed in). */
  intro?: ReactNode;
  /** Where the back link goes and what it says; the spec's pages use '/' and 'Back to Coinwave'. */
  back?: { to: string; label: string };
  /** `text`: a readable column (info pages); `wide`: room for two columns of panels. */
  width?: 'text' | 'wide';
  children: ReactNode;
}

/** A page outside the main screen: logo and back link, the title, the content, the footer. */
export function PageShell({
  title,
  intro,
  back = { to: '/', label: 'Back to Coinwave' },
  width = 'text',
  children,
}: PageShellProps) {
  return (
    <>
      <div
        className={`mx-auto flex min-h-[calc(100vh-5rem)] flex-col px-4 py-6 sm:px-6 ${width === 'wide' ? 'max-w-5xl' : 'max-w-3xl'}`}
      >
        <PageHeader back={back} />
        <main className="flex-1 py-8">
          <h1 className="font-display text-3xl font-bold text-foam sm:text-4xl">{title}</h1>
          {intro && <p className="mt-2 text-sm text-foam/70">{intro}</p>}
          <div className="mt-6">{children}</div>
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
