import {
  SESSION_BREAK_MINUTES,
  type LimitField,
  type LimitsState,
  type SetLimitsBody,
} from '@coinwave/api-contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { draftFrom, readDraft, type LimitsDraft } from './limits-form';
import {
  describeLimit,
  formatLocalTime,
  LIMIT_LABELS,
  lossLine,
  type TimeOptions,
} from './play-format';

export interface LimitsFormProps {
  state: LimitsState;
  /** A valid change (only the limits the player changed). */
  onSave: (body: SetLimitsBody) => void;
  /** A value the form cannot take, in words. */
  onInvalid: (problem: string) => void;
  saving?: boolean;
  /** Where times are shown (the browser's zone unless a story fixes one). */
  time?: TimeOptions;
}

const INPUT =
  'h-11 w-full rounded-xl border border-white/15 bg-abyss/70 px-3 text-foam placeholder:text-foam/40 focus:border-surf focus:outline-none focus-visible:outline-2 focus-visible:outline-seaglass';

function LimitRow({
  label,
  hint,
  children,
}: {
  label: string;
  hint: ReactNode;
  children: (id: string, hintId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foam/90">
        {label}
      </label>
      {children(id, `${id}-hint`)}
      <p id={`${id}-hint`} className="text-xs text-foam/65">
        {hint}
      </p>
    </div>
  );
}

/**
 * The limits in force, as a form: daily and weekly net-loss limits (coins), a session time limit
 * (minutes) and the reality check. Says how much was lost today and this week and when each window
 * resets (in the player's time; days are UTC), lists the raises and removals waiting out their 24
 * hours (each can be dropped, keeping the limit in force) and sends only what the player changed.
 */
export function LimitsForm({ state, onSave, onInvalid, saving = false, time }: LimitsFormProps) {
  const initial = draftFrom(state.limits);
  const [draft, setDraft] = useState<LimitsDraft>(initial);
  const set = (field: LimitField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const { limits, usage, pending } = state;
  const at = (iso: string) => formatLocalTime(iso, time);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft, initial);
    if (read === null) return onInvalid('Nothing to save: change a limit first.');
    if ('problem' in read) return onInvalid(read.problem);
    onSave(read.body);
  };

  const numberInput = (field: LimitField, unit: string) => (id: string, hintId: string) => (
    <div className="flex items-center gap-2">
      <input
        id={id}
        name={field}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="No limit"
        value={draft[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-describedby={hintId}
        className={INPUT}
      />
      <span className="text-sm text-foam/70">{unit}</span>
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Limits">
      <p className="text-sm text-foam/80">
        Lowering a limit takes effect at once. Raising or removing one, a longer reality check or
        turning it off takes effect 24 hours later.
      </p>
      <LimitRow
        label="Daily loss limit"
        hint={
          <>
            {lossLine(usage.dailyNetLoss, limits.dailyLossLimit, 'today')}. Days run from midnight
            UTC: this one resets {at(usage.dayResetsAt)} your time.
          </>
        }
      >
        {numberInput('dailyLossLimit', 'coins')}
      </LimitRow>
      <LimitRow
        label="Weekly loss limit"
        hint={
          <>
            {lossLine(usage.weeklyNetLoss, limits.weeklyLossLimit, 'this week')}. Weeks start on
            Monday at midnight UTC: this one resets {at(usage.weekResetsAt)} your time.
          </>
        }
      >
        {numberInput('weeklyLossLimit', 'coins')}
      </LimitRow>
      <LimitRow
        label="Session time limit"
        hint={`A play session starts with your first round after a break of at least ${SESSION_BREAK_MINUTES} minutes without a round. At the limit, new bets wait for such a break.`}
      >
        {numberInput('sessionMinutes', 'minutes')}
      </LimitRow>
      <LimitRow
        label="Reality check"
        hint="A pause that shows how long you have played and your result this session."
      >
        {(id, hintId) => (
          <select
            id={id}
            name="realityCheckMinutes"
            value={draft.realityCheckMinutes}
            onChange={(e) => set('realityCheckMinutes')(e.target.value)}
            aria-describedby={hintId}
            className={INPUT}
          >
            <option value="15">Every 15 minutes</option>
            <option value="30">Every 30 minutes</option>
            <option value="60">Every 60 minutes</option>
            <option value="off">Off</option>
          </select>
        )}
      </LimitRow>
      {pending.length > 0 && (
        <section
          aria-labelledby="pending-limits"
          className="rounded-xl border border-coin/30 bg-coin/10 p-3"
        >
          <h3 id="pending-limits" className="text-sm font-semibold text-coin">
            Waiting 24 hours
          </h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm text-foam/85">
            {pending.map((p) => (
              <li
                key={p.field}
                className="flex flex-wrap items-center justify-between gap-2"
                data-testid={`pending-${p.field}`}
              >
                <span>
                  {LIMIT_LABELS[p.field]}: {describeLimit(p.field, p.value)} from {at(p.appliesAt)}{' '}
                  (now {describeLimit(p.field, limits[p.field]).toLowerCase()})
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={saving}
                  onClick={() => onSave({ [p.field]: limits[p.field] } as SetLimitsBody)}
                >
                  Keep {describeLimit(p.field, limits[p.field]).toLowerCase()}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button type="submit" variant="surf" disabled={saving}>
        {saving ? 'Saving…' : 'Save limits'}
      </Button>
    </form>
  );
}
