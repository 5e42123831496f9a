import type { CommitmentsCheck, SeedCommitment } from '@coinwave/api-contract';
import { CheckCircle2, Link2, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import type { SeedCheck } from './commitment-check';
import { formatCount } from '../../lib/format';

export interface CommitmentsPanelProps {
  /** The newest entry of the log now, or null while it is empty. */
  head: { seq: number; entryHash: string } | null;
  /** The entries loaded so far, newest first. */
  entries: readonly SeedCommitment[];
  /** The player's anonymous id (their entries are marked), or null when signed out. */
  holder: string | null;
  /** The browser's check of the loaded entries (null while it runs). */
  chainCheck: CommitmentsCheck | null;
  hasMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
  /** What the seed form starts with (the seed the player's last rotation revealed). */
  seedDraft?: string;
  onCheckSeed: (seed: string) => void;
  /** The last seed check: null before any, 'checking' while it runs. */
  seedCheck: SeedCheck | 'checking' | null;
}

const mono = 'break-all font-mono text-xs';

/** '9f2c6a0d…2f6a0b4c': the start and end of a hash (the whole is in the title). */
function short(hash: string): string {
  return `${hash.slice(0, 8)}…${hash.slice(-8)}`;
}

function at(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * The public log of seed commitments: the chain's head (to note, and compare later), the newest
 * entries with the browser's check that they hash and link correctly, and a form that checks a
 * revealed seed against the log (its commitment, and every link from it up to the head).
 */
export function CommitmentsPanel(props: CommitmentsPanelProps) {
  const [seed, setSeed] = useState(props.seedDraft ?? '');
  const [draftFrom, setDraftFrom] = useState(props.seedDraft);
  if (draftFrom !== props.seedDraft) {
    // A new seed was revealed: offer it.
    setDraftFrom(props.seedDraft);
    setSeed(props.seedDraft ?? '');
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (seed.trim()) props.onCheckSeed(seed);
  };
  const check = props.seedCheck;
  return (
    <section
      aria-labelledby="commitments-title"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-ocean/45 p-4"
    >
      <h2 id="commitments-title" className="mt-0! font-display text-xl font-semibold text-foam">
        Public seed commitments
      </h2>
      <p className="text-sm text-foam/85">
        Every server seed&apos;s SHA-256 enters this public log the moment the seed becomes active,
        before any round uses it, and its seed joins the entry once it is rotated out. Each entry
        also records the hash of the entry before it, so changing or removing any entry would change
        every hash after it, up to the head.
      </p>
      <div data-testid="chain-head" className="rounded-xl border border-white/10 bg-abyss/50 p-3">
        {props.head ? (
          <>
            <p className="flex items-center gap-2 text-sm font-semibold text-foam">
              <Link2 size={16} aria-hidden="true" className="text-surf" />
              Chain head: entry #{formatCount(props.head.seq)}
            </p>
            <code className={`${mono} mt-1 block text-seaglass`}>{props.head.entryHash}</code>
            <p className="mt-1 text-xs text-foam/70">
              Note this hash: if the log were ever rewritten, the head you noted would no longer be
              in it.
            </p>
          </>
        ) : (
          <p className="text-sm text-foam/75">The log is empty: no seed has been activated yet.</p>
        )}
      </div>

      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor="revealed-seed" className="text-sm text-foam/85">
          Check a revealed server seed against the log
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="revealed-seed"
            value={seed}
            maxLength={80}
            spellCheck={false}
            autoComplete="off"
            placeholder="64 characters of 0-9 and a-f"
            onChange={(e) => setSeed(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-white/15 bg-abyss/70 px-3 py-2 font-mono text-sm text-foam"
          />
          <Button type="submit" variant="outline" disabled={!seed.trim() || check === 'checking'}>
            Check seed
          </Button>
        </div>
      </form>
      {check === 'checking' && (
        <p role="status" className="text-sm text-foam/80">
          Checking the seed against the log…
        </p>
      )}
      {check && check !== 'checking' && check.status === 'ok' && (
        <p role="status" className="flex items-start gap-1.5 text-sm text-seaglass">
          <CheckCircle2 size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            Committed in entry #{check.entry.seq}, activated {at(check.entry.activatedAt)}
            {check.entry.holder === props.holder ? ' (your seed)' : ''}.{' '}
            {check.fromHead
              ? `All ${formatCount(check.checked)} entries from it up to the head #${formatCount(check.head.seq)} hash and link correctly.`
              : `The entry and its links to its neighbours are correct; it is more than 1,000 entries below the head, which was not walked.`}
          </span>
        </p>
      )}
      {check && check !== 'checking' && check.status === 'failed' && (
        <div role="alert" className="flex items-start gap-1.5 text-sm text-coral">
          <XCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <ul>
            {check.problems.map((p) => (
              <li key={p} className="ml-0! list-none!">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-col gap-2">
        <h3 className="font-display text-base font-semibold text-foam">Newest entries</h3>
        {props.entries.length === 0 ? null : props.chainCheck === null ? (
          <p className="text-xs text-foam/70">Checking the entries shown…</p>
        ) : props.chainCheck.ok ? (
          <p className="flex items-center gap-1.5 text-xs text-seaglass">
            <CheckCircle2 size={14} aria-hidden="true" />
            Checked in your browser: the {props.chainCheck.checked} entries shown hash and link
            correctly.
          </p>
        ) : (
          <div role="alert" className="text-xs text-coral">
            {props.chainCheck.problems.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        )}
        <ol aria-label="Seed commitments" className="flex flex-col gap-2">
          {props.entries.map((e) => {
            const mine = props.holder !== null && e.holder === props.holder;
            return (
              <li
                key={e.seq}
                data-testid="commitment"
                aria-current={mine ? 'true' : undefined}
                className={`ml-0! list-none! rounded-xl border px-3 py-2 text-xs ${mine ? 'border-surf/50 bg-surf/10' : 'border-white/10 bg-abyss/40'}`}
              >
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-foam/85">
                  <span className="font-mono font-semibold text-foam">#{e.seq}</span>
                  <span className="font-mono">{e.holder}</span>
                  {mine && (
                    <span className="rounded-full bg-surf/25 px-2 py-0.5 font-semibold text-foam">
                      you
                    </span>
                  )}
                  <span className="text-foam/70">activated {at(e.activatedAt)}</span>
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-foam/75">
                  <dt>Seed hash</dt>
                  <dd className={mono} title={e.serverSeedHash}>
                    {short(e.serverSeedHash)}
                  </dd>
                  <dt>Seed</dt>
                  <dd className={mono} title={e.revealedSeed ?? undefined}>
                    {e.revealedSeed ? short(e.revealedSeed) : 'not revealed yet (still in use)'}
                  </dd>
                  <dt>Entry hash</dt>
                  <dd className={mono} title={e.entryHash}>
                    {short(e.entryHash)}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ol>
        {props.hasMore && (
          <Button
            variant="outline"
            size="sm"
            onClick={props.onLoadMore}
            disabled={props.loading}
            className="self-start"
          >
            Older entries
          </Button>
        )}
      </div>
    </section>
  );
}
