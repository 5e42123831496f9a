import { Link } from 'react-router';
import { InfoPage } from '../../components/InfoPage';
import { serverErrorText } from '../../lib/api';
import { useHydratedSession } from '../../lib/use-current-user';
import { CommitmentsSection } from './CommitmentsSection';
import { ParSheetsSection } from './ParSheetsSection';
import { SeedPanel } from './SeedPanel';
import { SettleRules } from './SettleRules';
import { useFairness } from './use-fairness';

/**
 * `/fairness`: the player's seeds and rotation, the public log of seed commitments (checked in
 * the browser), and each game's par sheet. The rounds themselves are on `/history`.
 */
export function FairnessPage() {
  const { hydrated, user } = useHydratedSession();
  return (
    <InfoPage title="Provably Fair">
      <p>
        Every round is decided on our server from your server seed, your client seed and a nonce.
        Before you play, the server seed&apos;s SHA-256 hash is shown to you and published in the
        public log below; rotating reveals the seed, and <strong>Verify</strong> in your{' '}
        <Link to="/history">round history</Link> re-runs a round right here in your browser with the
        same game engines to show the result was not changed. Read more in the{' '}
        <Link to="/help">Help Center</Link>.
      </p>
      {!hydrated ? null : user ? (
        <SeedTools />
      ) : (
        <>
          <p>
            <Link to="/auth">Sign in</Link> to see your seeds and verify your rounds.
          </p>
          <CommitmentsSection holder={null} />
        </>
      )}
      <ParSheetsSection />
    </InfoPage>
  );
}

function SeedTools() {
  const { fairness, saveSeed, rotate } = useFairness();
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
      <p className="rounded-xl border border-white/10 bg-abyss/40 p-3 text-sm">
        Your rounds, filtered by game and wave, each with its seeds and a Verify button:{' '}
        <Link to="/history" className="font-semibold">
          open your round history
        </Link>
        . How your results compare with each game&apos;s odds:{' '}
        <Link to="/luck" className="font-semibold">
          your luck report
        </Link>
        .
      </p>
      <CommitmentsSection
        holder={fairness.data?.holder ?? null}
        revealedSeed={rotate.data?.revealed.serverSeed}
      />
    </div>
  );
}
