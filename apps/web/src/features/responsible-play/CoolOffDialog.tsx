import {
  RESTRICTION_PERIODS,
  restrictionEnd,
  restrictionKind,
  type Restriction,
  type RestrictionPeriod,
} from '@coinwave/api-contract';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { formatLocalDate, PERIOD_ADJECTIVES, PERIOD_LABELS, type TimeOptions } from './play-format';

export interface CoolOffDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cool-off or self-exclusion already running, if any: only a longer one can replace it. */
  current: Restriction | null;
  /** The time now (ms): each choice says when it would end. */
  now: number;
  onConfirm: (period: RestrictionPeriod) => void;
  pending?: boolean;
  time?: TimeOptions;
}

/** When `period` chosen at `now` ends (ISO), or null for permanent. */
const endOf = (period: RestrictionPeriod, now: number) =>
  restrictionEnd(period, new Date(now))?.toISOString() ?? null;

/** True when `period` would end after the running restriction (or nothing runs). */
function replaces(period: RestrictionPeriod, current: Restriction | null, now: number): boolean {
  if (current === null) return true;
  if (current.endsAt === null) return false;
  const end = endOf(period, now);
  return end === null || end > current.endsAt;
}

/**
 * Take a break: choose a cool-off (24 hours, 7 days, 30 days) or a self-exclusion (6 months,
 * permanently), each with the time it would end, then confirm on a second step that says plainly
 * what stops and that it cannot be undone. Choices that would not outlast a running break are
 * disabled.
 */
export function CoolOffDialog({
  open,
  onOpenChange,
  current,
  now,
  onConfirm,
  pending = false,
  time,
}: CoolOffDialogProps) {
  const [chosen, setChosen] = useState<RestrictionPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const groupName = useId();
  const close = (next: boolean) => {
    if (!next) {
      setChosen(null);
      setConfirming(false);
    }
    onOpenChange(next);
  };
  // Closed, the dialog shows nothing (nor would its Modal): the screen behind it then renders
  // without working out and formatting each choice's end.
  if (!open) return null;

  if (confirming && chosen) {
    const end = endOf(chosen, now);
    const kind = restrictionKind(chosen) === 'cool_off' ? 'cool-off' : 'self-exclusion';
    const title =
      chosen === 'permanent'
        ? 'Exclude yourself permanently?'
        : `Start a ${PERIOD_ADJECTIVES[chosen]} ${kind}?`;
    return (
      <Modal open={open} onOpenChange={close} title={title}>
        <div className="flex flex-col gap-3 text-sm text-foam/85">
          <p className="text-base font-semibold text-foam">
            {end === null
              ? 'From now on you will not be able to play any game, claim coins or send chat messages on this account, ever again.'
              : `Until ${formatLocalDate(end, time)} you will not be able to play any game, claim coins or send chat messages.`}
          </p>
          <p>You can still read chat and finish a hand you have already started.</p>
          <p className="rounded-xl border border-coral/40 bg-coral/10 p-3 font-semibold text-coral">
            This cannot be undone: once it starts, it cannot be ended or shortened.
          </p>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={pending}>
              Back
            </Button>
            <Button variant="danger" onClick={() => onConfirm(chosen)} disabled={pending}>
              {pending ? 'Starting…' : end === null ? 'Exclude me permanently' : `Start my ${kind}`}
            </Button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Take a break"
      description="Step away from the games for a while. You choose how long; it cannot be ended early."
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">How long</legend>
        {RESTRICTION_PERIODS.map((period) => {
          const end = endOf(period, now);
          const allowed = replaces(period, current, now);
          const kind = restrictionKind(period) === 'cool_off' ? 'Cool-off' : 'Self-exclusion';
          return (
            <label
              key={period}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${chosen === period ? 'border-surf bg-surf/10' : 'border-white/15'} ${allowed ? '' : 'cursor-not-allowed opacity-50'}`}
            >
              <input
                type="radio"
                name={groupName}
                value={period}
                checked={chosen === period}
                disabled={!allowed}
                onChange={() => setChosen(period)}
                className="accent-surf"
              />
              <span className="flex flex-col">
                <span className="font-semibold text-foam">
                  {PERIOD_LABELS[period]}{' '}
                  <span className="text-xs font-normal text-foam/70">({kind})</span>
                </span>
                <span className="text-xs text-foam/70">
                  {!allowed
                    ? 'Your current break lasts longer'
                    : end === null
                      ? 'Never ends'
                      : `Until ${formatLocalDate(end, time)}`}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => close(false)}>
          Cancel
        </Button>
        <Button variant="surf" disabled={chosen === null} onClick={() => setConfirming(true)}>
          Continue
        </Button>
      </div>
    </Modal>
  );
}
