import type { GameKind, RoundRecord } from '@coinwave/api-contract';
import { CheckCircle2, ChevronDown, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { describeDetail, gameName, signed } from './round-summary';

/** A verification as the page shows it. */
export type VerifyState =
  { status: 'ok'; replayed: string } | { status: 'failed'; problems: string[] };

/** Which rounds the list shows: one game or all, one wave or all. */
export interface HistoryFilter {
  game: GameKind | 'all';
  waveId: string | 'all';
}

export interface RoundHistoryProps {
  rounds: readonly RoundRecord[];
  verifications: Readonly<Record<string, VerifyState>>;
  onVerify: (round: RoundRecord) => void;
  hasMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
  filter: HistoryFilter;
  /** The waves a player may pick (the current one and recent ended ones), newest first. */
  waves: ReadonlyArray<{ id: string; number: number; current?: boolean }>;
  onFilterChange: (filter: HistoryFilter) => void;
}

const GAMES: ReadonlyArray<{ value: GameKind | 'all'; label: string }> = [
  { value: 'all', label: 'All games' },
  { value: 'slots', label: 'Slots' },
  { value: 'blackjack', label: 'Blackjack' },
  { value: 'poker', label: 'Poker' },
  { value: 'roulette', label: 'Roulette' },
];

const select =
  'rounded-lg border border-white/15 bg-abyss/70 px-3 py-2 text-sm text-foam focus-visible:outline-2';

/** When a round was played, short: '14:05' today, else '3 Jan 14:05'. */
function when(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === now.toDateString()
    ? time
    : `${d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })} ${time}`;
}

function netClass(round: RoundRecord): string {
  if (round.status !== 'finished') return 'text-foam/70';
  return round.net > 0 ? 'text-seaglass' : round.net < 0 ? 'text-coral' : 'text-foam/80';
}

/**
 * The round-history list: filters by game and wave, one compact row per round (newest first);
 * a row opens to the round's seeds, what the seed decided and a Verify button (the in-browser
 * replay, once the seed is revealed).
 */
export function RoundHistory({
  rounds,
  verifications,
  onVerify,
  hasMore,
  onLoadMore,
  loading,
  filter,
  waves,
  onFilterChange,
}: RoundHistoryProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const filtered = filter.game !== 'all' || filter.waveId !== 'all';
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="mt-0! font-display text-xl font-semibold text-foam">
        Your rounds
      </h2>
      <div className="flex flex-wrap gap-3" role="group" aria-label="Filter rounds">
        <label className="flex flex-col gap-1 text-xs text-foam/80">
          Game
          <select
            className={select}
            value={filter.game}
            onChange={(e) =>
              onFilterChange({ ...filter, game: e.target.value as HistoryFilter['game'] })
            }
          >
            {GAMES.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-foam/80">
          Wave
          <select
            className={select}
            value={filter.waveId}
            onChange={(e) => onFilterChange({ ...filter, waveId: e.target.value })}
          >
            <option value="all">All waves</option>
            {waves.map((w) => (
              <option key={w.id} value={w.id}>
                Wave #{w.number}
                {w.current ? ' (now)' : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      {rounds.length === 0 && !loading && (
        <p className="text-foam/75">
          {filtered
            ? 'No rounds match these filters.'
            : 'No rounds yet. Play a game and come back.'}
        </p>
      )}
      <ol className="flex flex-col gap-2" aria-label="Rounds">
        {rounds.map((round) => {
          const result = verifications[round.id];
          const canVerify = round.serverSeed !== null && round.detail !== null;
          const isOpen = open.has(round.id);
          const panelId = `round-${round.id}`;
          return (
            <li
              key={round.id}
              data-testid="round"
              className="ml-0! list-none! rounded-xl border border-white/10 bg-abyss/50 text-sm"
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(round.id)}
                className="flex w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-3 py-2.5 text-left hover:bg-white/5"
              >
                {/* The hidden words make the button's name read as a phrase ("Round #3 ... net +50"). */}
                <span className="font-mono text-xs text-foam/70">
                  <span className="sr-only">Round </span>#{round.nonce}
                </span>
                <span className="font-semibold text-foam">{gameName(round.game)}</span>
                <span className="text-xs text-foam/70">Wave #{round.waveNumber}</span>
                <span className="text-xs text-foam/70">{when(round.createdAt)}</span>
                {round.settledBy === 'rule' && (
                  <span className="rounded-full bg-coin/15 px-2 py-0.5 text-xs font-semibold text-coin">
                    settled by rule
                  </span>
                )}
                <span className="ml-auto flex items-center gap-3">
                  <span className="text-xs text-foam/70">Stake {round.stake}</span>
                  <span className="sr-only">net</span>
                  <span className={`font-display font-bold tabular-nums ${netClass(round)}`}>
                    {round.status === 'finished' ? signed(round.net) : 'in progress'}
                  </span>
                  <ChevronDown
                    size={16}
                    aria-hidden="true"
                    className={`text-foam/60 transition ${isOpen ? 'rotate-180' : ''}`}
                  />
                </span>
              </button>
              {isOpen && (
                <div id={panelId} className="border-t border-white/10 px-3 pt-2 pb-3">
                  <p className="text-foam/85">{describeDetail(round.detail)}</p>
                  <dl className="mt-2 grid gap-x-3 text-xs text-foam/75 sm:grid-cols-[auto_1fr]">
                    <dt>Nonce</dt>
                    <dd className="font-mono">{round.nonce}</dd>
                    <dt>Client seed</dt>
                    <dd className="break-all font-mono">{round.clientSeed}</dd>
                    <dt>Server seed hash</dt>
                    <dd className="break-all font-mono">{round.serverSeedHash}</dd>
                    <dt>Server seed</dt>
                    <dd className="break-all font-mono">
                      {round.serverSeed ?? 'hidden until you rotate your seed'}
                    </dd>
                  </dl>
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onVerify(round)}
                      disabled={!canVerify}
                      aria-label={`Verify round ${round.nonce}`}
                    >
                      Verify
                    </Button>
                    {!canVerify && (
                      <span className="text-xs text-foam/70">
                        {round.detail === null
                          ? 'A round in progress is verified once it ends.'
                          : 'Rotate your server seed on the Provably Fair page to verify this round.'}
                      </span>
                    )}
                  </div>
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
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {loading && rounds.length === 0 && <p className="text-foam/75">Loading your rounds…</p>}
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading} className="self-start">
          Load older rounds
        </Button>
      )}
    </section>
  );
}
