import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InfoPage } from '../../components/InfoPage';
import { useHydratedSession } from '../../lib/use-current-user';
import { historySearch, readHistoryFilter } from './history-filter';
import { RoundHistory, type VerifyState } from './RoundHistory';
import { useHistory } from './use-history';
import { verifyInBrowser } from './verify-round';

/** `/history`: the player's rounds, filtered by game and wave, each verifiable in the browser. */
export function HistoryPage() {
  const { hydrated, user } = useHydratedSession();
  return (
    <InfoPage title="Round History">
      <p>
        Every round you played, newest first. Open a round to see the seeds that decided it. Once
        you have rotated your server seed on the <Link to="/fairness">Provably Fair</Link> page,{' '}
        <strong>Verify</strong> replays the round here in your browser with the same game engines.
        How your results compare with the odds: <Link to="/luck">your luck report</Link>.
      </p>
      {!hydrated ? null : user ? (
        <HistoryTools />
      ) : (
        <p>
          <Link to="/auth">Sign in</Link> to see your rounds.
        </p>
      )}
    </InfoPage>
  );
}

function HistoryTools() {
  const [search, setSearch] = useSearchParams();
  const filter = readHistoryFilter(search);
  const { rounds, list, waves } = useHistory(filter);
  const [verifications, setVerifications] = useState<Record<string, VerifyState>>({});
  if (rounds.isError)
    return <p role="alert">Could not load your rounds: please reload the page to try again.</p>;
  return (
    <RoundHistory
      rounds={list}
      verifications={verifications}
      onVerify={(round) => setVerifications((v) => ({ ...v, [round.id]: verifyInBrowser(round) }))}
      hasMore={rounds.hasNextPage}
      onLoadMore={() => void rounds.fetchNextPage()}
      loading={rounds.isFetching}
      filter={filter}
      waves={waves}
      onFilterChange={(next) => setSearch(historySearch(next), { replace: true })}
    />
  );
}
