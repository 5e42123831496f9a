import type { RoundRecord } from '@coinwave/api-contract';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '../../components/Button';
import { describeDetail, gameName, signed } from './round-summary';

/** A verification as the page shows it. */
export type VerifyState =
  { status: 'ok'; replayed: string } | { status: 'failed'; problems: string[] };

export interface RoundHistoryProps {
  rounds: readonly RoundRecord[];
  verifications: Readonly<Record<string, VerifyState>>;
  onVerify: (round: RoundRecord) => void;
  hasMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
}

/** The player's rounds, newest first, with their seeds and a Verify button once the seed is revealed. */
export function RoundHistory({
  rounds,
  verifications,
  onVerify,
  hasMore,
  onLoadMore,
  loading,
}: RoundHistoryProps) {
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="font-display text-xl font-semibold text-foam">
        Round history
      </h2>
      {rounds.length === 0 && !loading && (
        <p className="text-foam/75">No rounds yet. Play a game and come back.</p>
      )}
      <ol className="flex flex-col gap-2" aria-label="Rounds">
        {rounds.map((round) => {
          const result = verifications[round.id];
          const canVerify = round.serverSeed !== null && round.detail !== null;
          return (
            <li
              key={round.id}
              data-testid="round"
              className="ml-0! list-none! rounded-xl border border-white/10 bg-abyss/50 p-3 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-foam">
                  #{round.nonce} {gameName(round.game)}{' '}
                  <span
                    className={
                      round.net > 0
                        ? 'text-seaglass'
                        : round.net < 0
                          ? 'text-coral'
                          : 'text-foam/80'
                    }
                  >
                    {round.status === 'finished' ? signed(round.net) : 'in progress'}
                  </span>
                  {round.settledBy === 'rule' && (
                    <span className="ml-2 rounded-full bg-coin/15 px-2 py-0.5 text-xs font-semibold text-coin">
                      settled by rule
                    </span>
                  )}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onVerify(round)}
                  disabled={!canVerify}
                  aria-label={`Verify round ${round.nonce}`}
                >
                  Verify
                </Button>
              </div>
              <p className="text-foam/80">{describeDetail(round.detail)}</p>
              <dl className="mt-1 grid gap-x-3 text-xs text-foam/70 sm:grid-cols-[auto_1fr]">
                <dt>Client seed</dt>
                <dd className="break-all font-mono">{round.clientSeed}</dd>
                <dt>Server seed hash</dt>
                <dd className="break-all font-mono">{round.serverSeedHash}</dd>
                <dt>Server seed</dt>
                <dd className="break-all font-mono">
                  {round.serverSeed ?? 'hidden until you rotate'}
                </dd>
              </dl>
              {result?.status === 'ok' && (
                <p role="status" className="mt-2 flex items-start gap-1.5 text-seaglass">
                  <CheckCircle2 size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
                  <span>
                    Verified: the seed matches its hash and the replay gives the same result (
                    {result.replayed}).
                  </span>
                </p>
              )}
              {result?.status === 'failed' && (
                <div role="alert" className="mt-2 flex items-start gap-1.5 text-coral">
                  <XCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
                  <ul>
                    {result.problems.map((p) => (
                      <li key={p} className="ml-0! list-none!">
                        {p}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading} className="self-start">
          Load older rounds
        </Button>
      )}
    </section>
  );
}
