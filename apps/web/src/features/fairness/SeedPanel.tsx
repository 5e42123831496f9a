import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';

export interface SeedPanelProps {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Unfinished rounds block rotation (the server refuses it). */
  openRounds: number;
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed && trimmed !== props.clientSeed) props.onSaveClientSeed(trimmed);
  };
  return (
    <section
      aria-labelledby="seeds-title"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-ocean/45 p-4"
    >
      <h2 id="seeds-title" className="font-display text-xl font-semibold text-foam">
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
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="coin"
          onClick={props.onRotate}
          disabled={props.busy || props.openRounds > 0}
        >
          Rotate server seed
        </Button>
        <p className="text-xs text-foam/70">
          {props.openRounds > 0
            ? `Finish your ${props.openRounds} open round${props.openRounds === 1 ? '' : 's'} first.`
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
