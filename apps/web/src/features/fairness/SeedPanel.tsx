import type { OpenRound } from '@coinwave/api-contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { openRoundName, playLink } from '../games/games';

export interface SeedPanelProps {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /**
   * Unfinished rounds: one still in play blocks rotation (the server refuses it); an idle one is
   * settled by rule when the seed is rotated.
   */
  openRounds: readonly OpenRound[];
  onSaveClientSeed: (seed: string) => void;
  onRotate: () => void;
  busy: boolean;
  /** The seed the last rotation revealed. */
  revealed?: { serverSeed: string; serverSeedHash: string; rounds: number } | null;
}

const mono = 'block break-all rounded-lg bg-abyss/70 px-3 py-2 font-mono text-xs text-seaglass';

/** The active seeds: the server seed's hash, the editable client seed, the nonce, and Rotate. */
export function SeedPanel(props: SeedPanelProps) {
  const [draft, setDraft] = useState(props.clientSeed);
  const [editedFrom, setEditedFrom] = useState(props.clientSeed);
  if (editedFrom !== props.clientSeed) {
    // The server's value changed (saved or rotated): start editing from it.
    setEditedFrom(props.clientSeed);
    setDraft(props.clientSeed);
  }
  const trimmed = draft.trim();
  const inPlay = props.openRounds.filter((r) => !r.idle).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed && trimmed !== props.clientSeed) props.onSaveClientSeed(trimmed);
  };
  return (
    <section
      aria-labelledby="seeds-title"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-ocean/45 p-4"
    >
      <h2 id="seeds-title" className="mt-0! font-display text-xl font-semibold text-foam">
        Your seeds
      </h2>
      <div>
        <p className="text-sm text-foam/80">
          Server seed hash (SHA-256, committed before your rounds)
        </p>
        <code data-testid="server-seed-hash" className={mono}>
          {props.serverSeedHash}
        </code>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor="client-seed" className="text-sm text-foam/80">
          Client seed
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="client-seed"
            value={draft}
            maxLength={64}
            onChange={(e) => setDraft(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-white/15 bg-abyss/70 px-3 py-2 font-mono text-sm text-foam"
          />
          <Button
            type="submit"
            variant="outline"
            disabled={props.busy || !trimmed || trimmed === props.clientSeed}
          >
            Save
          </Button>
        </div>
      </form>
      <p className="text-sm text-foam/85">
        Next nonce:{' '}
        <strong data-testid="nonce" className="font-mono text-coin">
          {props.nonce}
        </strong>
      </p>
      {props.openRounds.length > 0 && (
        <ul aria-label="Unfinished rounds" className="flex flex-col gap-2 text-sm">
          {props.openRounds.map((r) => (
            <li
              key={r.id}
              className="ml-0! flex list-none! flex-wrap items-center justify-between gap-2 rounded-xl border border-coin/30 bg-coin/10 px-3 py-2"
            >
              <span>
                Your {openRoundName(r.game)}{' '}
                {r.idle
                  ? 'was left alone: rotating settles it by rule first.'
                  : `is still in play (left alone, it settles by rule at ${new Date(r.settlesAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}).`}
              </span>
              {!r.idle && (
                <Link to={playLink(r.game)} className="font-semibold text-seaglass underline">
                  Resume your {openRoundName(r.game)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="coin" onClick={props.onRotate} disabled={props.busy || inPlay > 0}>
          Rotate server seed
        </Button>
        <p className="text-xs text-foam/70">
          {inPlay > 0
            ? `Finish your ${inPlay === 1 ? 'round in play' : `${inPlay} rounds in play`} first.`
            : 'Reveals the current seed so you can verify its rounds, and commits a new one.'}
        </p>
      </div>
      {props.revealed && (
        <div
          role="status"
          className="rounded-xl border border-seaglass/40 bg-seaglass/10 p-3 text-sm"
        >
          <p>
            Revealed server seed ({props.revealed.rounds} round
            {props.revealed.rounds === 1 ? '' : 's'}):
          </p>
          <code className={mono}>{props.revealed.serverSeed}</code>
        </div>
      )}
    </section>
  );
}
