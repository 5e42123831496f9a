import { Link } from 'react-router';

/** Any unknown route (spec section 2). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-7xl font-bold text-surf/70" aria-hidden="true">
        ~404~
      </p>
      <h1 className="font-display text-2xl font-semibold text-foam">404 Page Not Found</h1>
      <p className="max-w-sm text-foam/70">
        This stretch of sea is empty. The page you were looking for drifted away or never existed.
      </p>
      <Link
        to="/"
        className="rounded-full bg-surf px-5 py-2 font-semibold text-deep no-underline hover:bg-seaglass hover:no-underline"
      >
        Back to Coinwave
      </Link>
    </main>
  );
}
