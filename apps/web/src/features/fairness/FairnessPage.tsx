import { routes, type RotateResponse, type RoundRecord } from '@coinwave/api-contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { InfoPage } from '../../components/InfoPage';
import { api, serverErrorText } from '../../lib/api';
import { useSessionStore } from '../../stores/session.store';
import { toast } from '../../stores/toast.store';
import { RoundHistory, type VerifyState } from './RoundHistory';
import { SeedPanel } from './SeedPanel';
import { SettleRules } from './SettleRules';
import { verifyInBrowser } from './verify-round';

const keys = { fairness: ['fairness'] as const, rounds: ['fairness', 'rounds'] as const };
const PAGE = 20;

function useFairness() {
  const queryClient = useQueryClient();
  const fairness = useQuery({
    queryKey: keys.fairness,
    queryFn: () => api(routes.fairness, {}),
    refetchOnMount: 'always',
  });
  const rounds = useInfiniteQuery({
    queryKey: keys.rounds,
    queryFn: ({ pageParam }) =>
      api(routes.rounds, {
        query: {
          limit: String(PAGE),
          ...(pageParam === null ? {} : { before: String(pageParam) }),
        },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    refetchOnMount: 'always',
  });
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: serverErrorText(error) ?? 'Please try again.',
      variant: 'destructive',
    });
  const saveSeed = useMutation({
    mutationFn: (clientSeed: string) => api(routes.setClientSeed, { body: { clientSeed } }),
    onSuccess: (data) => {
      queryClient.setQueryData(keys.fairness, data);
      toast({
        title: 'Client seed saved',
        description: 'Your next rounds use it.',
        variant: 'success',
      });
    },
    onError: failed('Could not save the client seed'),
  });
  const rotate = useMutation({
    mutationFn: () => api(routes.rotateSeed, {}),
    onSuccess: (data: RotateResponse) => {
      queryClient.setQueryData(keys.fairness, data.fairness);
      void queryClient.invalidateQueries({ queryKey: keys.rounds });
      toast({
        title: 'Server seed rotated',
        description: 'Your past rounds can now be verified.',
        variant: 'success',
      });
    },
    onError: failed('Could not rotate the seed'),
  });
  return { fairness, rounds, saveSeed, rotate };
}

/** `/fairness`: the seeds, rotation, the round history and in-browser verification. */
export function FairnessPage() {
  const { hydrated, user, hydrate } = useSessionStore();
  useEffect(() => hydrate(), [hydrate]);
  return (
    <InfoPage title="Provably Fair">
      <p>
        Every round is decided on our server from your server seed, your client seed and a nonce.
        You see the server seed&apos;s hash before you play; rotating reveals the seed, and{' '}
        <strong>Verify</strong> re-runs a round right here in your browser with the same game
        engines to show the result was not changed. Read more in the{' '}
        <Link to="/help">Help Center</Link>.
      </p>
      {!hydrated ? null : user ? (
        <FairnessTools />
      ) : (
        <p>
          <Link to="/auth">Sign in</Link> to see your seeds and verify your rounds.
        </p>
      )}
    </InfoPage>
  );
}

function FairnessTools() {
  const { fairness, rounds, saveSeed, rotate } = useFairness();
  const [verifications, setVerifications] = useState<Record<string, VerifyState>>({});
  const list: RoundRecord[] = rounds.data?.pages.flatMap((p) => p.rounds) ?? [];
  if (fairness.isError)
    return (
      <p role="alert">
        Could not load your seeds: {serverErrorText(fairness.error) ?? 'please try again.'}
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      {fairness.data ? (
        <SeedPanel
          serverSeedHash={fairness.data.serverSeedHash}
          clientSeed={fairness.data.clientSeed}
          nonce={fairness.data.nonce}
          openRounds={fairness.data.openRounds}
          onSaveClientSeed={(seed) => saveSeed.mutate(seed)}
          onRotate={() => rotate.mutate()}
          busy={saveSeed.isPending || rotate.isPending}
          revealed={rotate.data?.revealed ?? null}
        />
      ) : (
        <p>Loading your seeds…</p>
      )}
      <SettleRules minutes={fairness.data?.idleRoundMinutes ?? null} />
      <RoundHistory
        rounds={list}
        verifications={verifications}
        onVerify={(round) =>
          setVerifications((v) => ({ ...v, [round.id]: verifyInBrowser(round) }))
        }
        hasMore={rounds.hasNextPage}
        onLoadMore={() => void rounds.fetchNextPage()}
        loading={rounds.isFetching}
      />
    </div>
  );
}
