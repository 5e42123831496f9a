/**
 * The published rule for rounds left alone (DESIGN decision 15): deterministic, so the verifier
 * replays an auto-settled round to the same outcome. `minutes` is the server's idle limit.
 */
export function SettleRules({ minutes }: { minutes: number | null }) {
  const after = minutes === null ? 'a while' : `${minutes} minutes`;
  return (
    <section
      aria-labelledby="settle-rules-title"
      className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-ocean/45 p-4 text-sm"
    >
      <h2 id="settle-rules-title" className="mt-0! font-display text-xl font-semibold text-foam">
        Rounds left alone
      </h2>
      <p>
        Every round ends. Opening a game again resumes your unfinished round of that game, from any
        wave. A round left without play for {after} is settled by a fixed rule, the same for
        everyone, so no stake stays in limbo and your seed can always be revealed:
      </p>
      <ul className="space-y-1">
        <li>
          <strong>Blackjack</strong>: every hand still in play stands, then the dealer plays as
          usual.
        </li>
        <li>
          <strong>Balloon bonus</strong>: the remaining balloons are popped in order, balloon 1
          first, until the fourth wrong one ends the bonus.
        </li>
        <li>
          <strong>Poker</strong>: your hand is folded.
        </li>
      </ul>
      <p>
        A settled round pays like a played one (the ledger marks the credit as settled by rule),
        counts in your stats and history, and <strong>Verify</strong> replays it with those moves.
      </p>
    </section>
  );
}
