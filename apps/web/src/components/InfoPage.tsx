import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { SiteFooter } from './SiteFooter';

export interface InfoPageProps {
  title: string;
  /** Where the back link goes and what it says; the spec's pages use '/' and 'Back to Coinwave'. */
  back?: { to: string; label: string };
  updated?: string;
  children: ReactNode;
}

/** The layout of the legal and information pages: logo, back link, a readable column of text. */
export function InfoPage({
  title,
  back = { to: '/', label: 'Back to Coinwave' },
  updated,
  children,
}: InfoPageProps) {
  return (
    <>
      <div className="mx-auto flex min-h-[calc(100vh-5rem)] max-w-3xl flex-col px-4 py-6 sm:px-6">
        <PageHeader back={back} />
        <main className="flex-1 py-8">
          <h1 className="font-display text-3xl font-bold text-foam sm:text-4xl">{title}</h1>
          {updated && <p className="mt-2 text-sm text-foam/60">Last updated {updated}</p>}
          <div className="prose-coinwave mt-6 space-y-4 leading-relaxed text-foam/85 [&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foam [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
            {children}
          </div>
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
