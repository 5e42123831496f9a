import { useQuery } from '@tanstack/react-query';
import { ParSheetsView } from './ParSheetsView';

/**
 * The par sheets, loaded on demand: the figures are a module generated at build time from the
 * engine packages (`virtual:par-sheets`), fetched as their own small chunk when this renders.
 */
export function ParSheetsSection() {
  const sheets = useQuery({
    queryKey: ['fairness', 'par-sheets'],
    queryFn: () => import('virtual:par-sheets').then((m) => m.default),
    staleTime: Infinity,
  });
  return (
    <section aria-labelledby="par-title" className="flex flex-col gap-3">
      <h2 id="par-title" className="mt-0! font-display text-xl font-semibold text-foam">
        Par sheets
      </h2>
      <p className="text-sm text-foam/85">
        What each game returns, computed from the same game engines that decide your rounds when
        this site was built, never typed in by hand. Volatility is the standard deviation (σ) of one
        round&apos;s return per coin staked: the higher it is, the wider your results swing around
        the return.
      </p>
      {sheets.data ? (
        <ParSheetsView sheets={sheets.data} />
      ) : sheets.isError ? (
        <p role="alert">Could not load the par sheets: please reload the page.</p>
      ) : (
        <p className="text-foam/75">Loading the par sheets…</p>
      )}
    </section>
  );
}
