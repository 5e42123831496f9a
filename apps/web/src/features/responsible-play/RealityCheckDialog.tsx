import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { formatNet, formatPlayed } from './play-format';

export interface RealityCheckDialogProps {
  open: boolean;
  /** How long this play session has lasted (ms). */
  playedMs: number;
  /** Rounds started in this session. */
  rounds: number;
  /** Payouts minus stakes in this session. */
  net: number;
  onKeepPlaying: () => void;
  onTakeBreak: () => void;
  pending?: boolean;
}

/**
 * The reality check: how long this session has lasted and its net result, then a choice. Closing
 * the dialog (Escape, the close button) counts as "Keep playing": either way it is answered.
 */
export function RealityCheckDialog({
  open,
  playedMs,
  rounds,
  net,
  onKeepPlaying,
  onTakeBreak,
  pending = false,
}: RealityCheckDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepPlaying();
      }}
      title="Reality check"
    >
      <div className="flex flex-col gap-4" data-testid="reality-check">
        <p className="text-lg text-foam">
          You have been playing for <strong>{formatPlayed(playedMs)}</strong>.
        </p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl bg-abyss/60 p-3">
            <dt className="text-foam/70">Net result this session</dt>
            <dd
              className={`mt-1 text-xl font-bold ${net < 0 ? 'text-coral' : net > 0 ? 'text-seaglass' : 'text-foam'}`}
              data-testid="reality-check-net"
            >
              {formatNet(net)}
            </dd>
          </div>
          <div className="rounded-xl bg-abyss/60 p-3">
            <dt className="text-foam/70">Rounds played</dt>
            <dd className="mt-1 text-xl font-bold text-foam">{rounds}</dd>
          </div>
        </dl>
        <p className="text-sm text-foam/75">
          Coins here have no cash value. If you are playing longer than you meant to, a break helps.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onTakeBreak} disabled={pending}>
            Take a break
          </Button>
          <Button variant="surf" onClick={onKeepPlaying} disabled={pending}>
            Keep playing
          </Button>
        </div>
      </div>
    </Modal>
  );
}
