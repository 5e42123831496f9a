import { routes, type SetLimitsBody } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { api, serverErrorText } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { toast } from '../../stores/toast.store';
import { CoolOffFlow } from './CoolOffFlow';
import { describeSaved } from './limits-form';
import { LimitsForm } from './LimitsForm';
import { formatLocalTime } from './play-format';
import { RestrictionBanner } from './RestrictionBanner';

/**
 * 'Responsible play' on the settings screen: the limits form (loss limits, session time limit,
 * reality check) with the losses so far and the changes waiting 24 hours, and "Take a break" for a
 * cool-off or self-exclusion (with its countdown while one runs).
 */
export function ResponsiblePlaySettings() {
  const queryClient = useQueryClient();
  const now = useNow(1000);
  const [choosingBreak, setChoosingBreak] = useState(false);
  const restriction = useCurrentUser()?.restriction ?? null;
  const limits = useQuery({ queryKey: queryKeys.limits, queryFn: () => api(routes.limits, {}) });
  const save = useMutation({
    mutationFn: (body: SetLimitsBody) => api(routes.setLimits, { body }),
    onSuccess: (state, body) => {
      queryClient.setQueryData(queryKeys.limits, state);
      // The reality-check interval may have changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.playSession });
      toast({ ...describeSaved(body, state, (iso) => formatLocalTime(iso)), variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Limits not saved',
        description: serverErrorText(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      }),
  });
  const running =
    restriction && (restriction.endsAt === null || Date.parse(restriction.endsAt) > now)
      ? restriction
      : null;

  return (
    <Panel id="responsible-play" title="Responsible play" icon={<HeartHandshake size={18} />}>
      <div className="flex flex-col gap-6">
        {running && <RestrictionBanner restriction={running} now={now} />}
        {limits.data ? (
          <LimitsForm
            // A fresh form for every answer from the server: it starts from the limits in force.
            key={JSON.stringify(limits.data.limits)}
            state={limits.data}
            onSave={(body) => save.mutate(body)}
            onInvalid={(problem) =>
              toast({ title: 'Check your limits', description: problem, variant: 'destructive' })
            }
            saving={save.isPending}
          />
        ) : limits.isError ? (
          <div className="flex flex-col items-start gap-2 text-sm text-foam/80">
            <p>Your limits could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void limits.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="text-sm text-foam/70">Loading your limits…</p>
        )}
        <section
          aria-labelledby="take-a-break"
          className="flex flex-col gap-2 border-t border-white/10 pt-4"
        >
          <h3 id="take-a-break" className="font-semibold text-foam">
            Take a break
          </h3>
          <p className="text-sm text-foam/80">
            A cool-off (24 hours, 7 days or 30 days) or a self-exclusion (6 months or permanently)
            pauses games, coin claims and chat messages. Once started it cannot be ended early.
          </p>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => setChoosingBreak(true)}
            disabled={running?.endsAt === null}
          >
            Take a break…
          </Button>
          <p className="text-xs text-foam/65">
            Worried about your play? Read{' '}
            <Link to="/responsible-gaming" className="text-seaglass">
              Responsible Gaming
            </Link>{' '}
            for where to get help.
          </p>
        </section>
      </div>
      <CoolOffFlow open={choosingBreak} onOpenChange={setChoosingBreak} />
    </Panel>
  );
}
