import {
  LIMIT_FIELDS,
  MAX_LOSS_LIMIT,
  MAX_SESSION_MINUTES,
  REALITY_CHECK_INTERVALS,
  type LimitField,
  type LimitsState,
  type PlayLimits,
  type RealityCheckInterval,
  type SetLimitsBody,
} from '@coinwave/api-contract';
import { LIMIT_LABELS } from './play-format';
import { formatCount } from '../../lib/format';

/** The limits form as typed: numbers as text ('' = no limit), the reality check as '15' … or 'off'. */
export type LimitsDraft = Record<LimitField, string>;

/** The form's starting text for the limits in force. */
export function draftFrom(limits: PlayLimits): LimitsDraft {
  return {
    dailyLossLimit: limits.dailyLossLimit?.toString() ?? '',
    weeklyLossLimit: limits.weeklyLossLimit?.toString() ?? '',
    sessionMinutes: limits.sessionMinutes?.toString() ?? '',
    realityCheckMinutes: limits.realityCheckMinutes?.toString() ?? 'off',
  };
}

const MAX: Record<Exclude<LimitField, 'realityCheckMinutes'>, number> = {
  dailyLossLimit: MAX_LOSS_LIMIT,
  weeklyLossLimit: MAX_LOSS_LIMIT,
  sessionMinutes: MAX_SESSION_MINUTES,
};

function parse(field: LimitField, text: string): number | null | string {
  const value = text.trim();
  if (field === 'realityCheckMinutes') {
    if (value === 'off') return null;
    const n = Number(value);
    return REALITY_CHECK_INTERVALS.includes(n as RealityCheckInterval)
      ? n
      : 'The reality check comes every 15, 30 or 60 minutes, or is off';
  }
  if (value === '') return null;
  const n = Number(value);
  const unit = field === 'sessionMinutes' ? 'minutes' : 'coins';
  if (!/^\d+$/.test(value) || n < 1 || n > MAX[field])
    return `${LIMIT_LABELS[field]}: enter whole ${unit} from 1 to ${formatCount(MAX[field])}, or leave it empty for no limit`;
  return n;
}

/**
 * What to send for the form as typed: only the limits the player changed from where the form
 * started (an untouched limit is never sent, so a pending change of it stays as it is), or the
 * first problem in words. `null` when nothing changed.
 */
export function readDraft(
  draft: LimitsDraft,
  initial: LimitsDraft,
): { body: SetLimitsBody } | { problem: string } | null {
  const body: Record<string, number | null> = {};
  for (const field of LIMIT_FIELDS) {
    if (draft[field].trim() === initial[field].trim()) continue;
    const value = parse(field, draft[field]);
    if (typeof value === 'string') return { problem: value };
    body[field] = value;
  }
  return Object.keys(body).length === 0 ? null : { body: body as SetLimitsBody };
}

/** The toast after a save: what applies now and what waits 24 hours. */
export function describeSaved(
  sent: SetLimitsBody,
  after: LimitsState,
  formatTime: (iso: string) => string,
): { title: string; description: string } {
  const fields = LIMIT_FIELDS.filter((f) => f in sent);
  const waiting = after.pending.filter((p) => fields.includes(p.field));
  const now = fields.filter((f) => !waiting.some((p) => p.field === f));
  const parts: string[] = [];
  if (now.length > 0) parts.push(`${now.map((f) => LIMIT_LABELS[f]).join(', ')}: in force now.`);
  for (const p of waiting)
    parts.push(`${LIMIT_LABELS[p.field]}: from ${formatTime(p.appliesAt)} (after 24 hours).`);
  return { title: 'Limits saved', description: parts.join(' ') };
}
