/** The par sheets generated at build time from the engines (vite-par-sheets.ts). */
declare module 'virtual:par-sheets' {
  import type { ParSheets } from './features/fairness/par-sheet-data';

  const sheets: ParSheets;
  export default sheets;
}
