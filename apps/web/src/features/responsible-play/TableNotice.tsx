import { useCurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { usePlayRefusalStore } from '../../stores/play-refusal.store';
import { LimitRefusalNotice } from './LimitRefusalNotice';
import { RestrictionBanner } from './RestrictionBanner';

/** True while `endsAt` (null: never) is still ahead of `now`. */
const ahead = (endsAt: string | null, now: number) => endsAt === null || Date.parse(endsAt) > now;

/**
 * Above every open table: the cool-off or self-exclusion in force with its countdown, or else the
 * last bet a limit refused (the server's words and when play resumes) until it resets.
 */
export function TableNotice() {
  const now = useNow(1000);
  const restriction = useCurrentUser()?.restriction ?? null;
  const refusal = usePlayRefusalStore((s) => s.refusal);
  const clear = usePlayRefusalStore((s) => s.clear);
  if (restriction && ahead(restriction.endsAt, now))
    return <RestrictionBanner restriction={restriction} now={now} />;
  if (refusal && ahead(refusal.resetsAt, now))
    return <LimitRefusalNotice refusal={refusal} onDismiss={clear} />;
  return null;
}

/** Across the main screen while a cool-off or self-exclusion is in force. */
export function RestrictionNotice() {
  const now = useNow(1000);
  const restriction = useCurrentUser()?.restriction ?? null;
  if (!restriction || !ahead(restriction.endsAt, now)) return null;
  return <RestrictionBanner restriction={restriction} now={now} variant="page" />;
}
