import { InfoPage } from '../../components/InfoPage';

export function AboutPage() {
  return (
    <InfoPage title="About Coinwave">
      <p>
        Coinwave is a social casino for adults, played with virtual coins that have no cash value
        and can never be bought or sold. You play slots with a balloon bonus, blackjack, heads-up
        Texas Hold&apos;em against our house bot, and European roulette.
      </p>
      <h2>Waves</h2>
      <p>
        Play happens in waves: shared 4-hour cycles. Everyone in a wave chats together, climbs the
        same leaderboard by net coins won, and shares screenshots and recordings. When a wave ends,
        the next one begins at once.
      </p>
      <h2>Fair by design</h2>
      <p>
        Our server decides every round and moves every coin through an append-only ledger.
        Randomness is provably fair: each round is derived from a server seed whose hash you see in
        advance, your own client seed and a round counter, so after a seed is revealed you can
        replay any round in your browser and check the result.
      </p>
      <h2>Play responsibly</h2>
      <p>
        Coinwave is for fun. The games have a house edge, and our responsible gaming page explains
        how to keep it fun.
      </p>
    </InfoPage>
  );
}
