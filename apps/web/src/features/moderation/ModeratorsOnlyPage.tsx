import { Link } from 'react-router';

/** `/moderation` for anyone who is not a moderator: a plain refusal and the way back. */
export function ModeratorsOnlyPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-6xl font-bold text-surf/70" aria-hidden="true">
        ~403~
      </p>
      <h1 className="font-display text-2xl font-semibold text-foam">Moderators only</h1>
      <p className="max-w-sm text-foam/70">
        This page is where Coinwave's moderators review reported messages. Your account is not a
        moderator's. To report a message, use the menu (⋯) beside it in the chat.
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
