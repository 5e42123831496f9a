import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InfoPage } from '../../components/InfoPage';
import { api, serverErrorText } from '../../lib/api';
import { useHydratedSession } from '../../lib/use-current-user';
import { LuckReportView } from './LuckReportView';

/** `/luck`: the player's luck report (`GET /api/me/luck`). */
export function LuckPage() {
  const { hydrated, user } = useHydratedSession();
  return (
    <InfoPage title="Your Luck Report">
      <p>
        Are your results normal luck? Every game has a known return: slots and roulette exactly,
        from their rules; blackjack and poker from the engines&apos; simulations, since your own
        decisions set their return. Here is what you staked and got back against what those odds
        expect, and how far apart they are in <strong>standard deviations</strong>: within 2 is
        ordinary luck (19 players in 20 land there), beyond 3 is rare. With few rounds a single big
        win moves it a lot. Every round can be checked in your{' '}
        <Link to="/history">round history</Link>, and the odds are on the{' '}
        <Link to="/fairness">Provably Fair</Link> page.
      </p>
      {!hydrated ? null : user ? (
        <Report />
      ) : (
        <p>
          <Link to="/auth">Sign in</Link> to see your luck report.
        </p>
      )}
    </InfoPage>
  );
}

function Report() {
  const report = useQuery({
    queryKey: ['luck'],
    queryFn: () => api(routes.luck, {}),
    refetchOnMount: 'always',
  });
  if (report.isError)
    return (
      <p role="alert">
        Could not load your luck report: {serverErrorText(report.error) ?? 'please try again.'}
      </p>
    );
  if (!report.data) return <p>Working out your luck…</p>;
  return <LuckReportView report={report.data} />;
}
