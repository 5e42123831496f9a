import type { ReactNode } from 'react';
import { PageShell } from './PageShell';

export interface InfoPageProps {
  title: string;
  /** Where the back link goes and what it says; the spec's pages use '/' and 'Back to Coinwave'. */
  back?: { to: string; label: string };
  updated?: string;
  children: ReactNode;
}

/** The layout of the legal and information pages: logo, back link, a readable column of text. */
export function InfoPage({ title, back, updated, children }: InfoPageProps) {
  return (
    <PageShell title={title} back={back} intro={updated && `Last updated ${updated}`}>
      <div className="prose-coinwave space-y-4 leading-relaxed text-foam/85 [&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foam [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </PageShell>
  );
}
