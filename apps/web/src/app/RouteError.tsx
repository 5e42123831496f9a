import { useRouteError } from 'react-router';

/** Shown when a screen throws while rendering: a calm way back instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error('A screen failed to render', error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-2xl font-semibold text-foam">We wiped out</h1>
      <p className="max-w-sm text-foam/75">
        Something went wrong on this screen. Reload to paddle back out; your coins are safe on the
        server.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="cursor-pointer rounded-full bg-surf px-5 py-2 font-semibold text-abyss hover:bg-seaglass"
      >
        Reload
      </button>
    </main>
  );
}
