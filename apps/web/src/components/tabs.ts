/** Class names shared by every Radix tab list, so the tabs of the app look alike. */
export const tabListClass = 'flex gap-1 rounded-full border border-white/10 bg-abyss/60 p-1';
export const tabTriggerClass =
  'flex-1 cursor-pointer rounded-full px-2 py-1.5 text-sm whitespace-nowrap sm:px-3 font-semibold text-foam/75 transition hover:text-foam data-[state=active]:bg-surf data-[state=active]:text-abyss';
