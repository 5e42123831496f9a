import { InfoPage } from '../../components/InfoPage';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      back={{ to: '/auth', label: 'Back to Registration' }}
      updated="21 November 2026"
    >
      <p>
        Welcome to Coinwave. By creating an account you agree to these terms. Please read them: they
        are short, and they explain what Coinwave is and what it is not.
      </p>
      <h2>1. You must be 18 or older</h2>
      <p>
        Coinwave is for adults only. By registering you confirm that you are at least 18 years old.
      </p>
      <h2>2. Coins are virtual and have no cash value</h2>
      <ul>
        <li>
          Every new account starts with 5,000 coins, and you can claim 1,000 more once per hour.
        </li>
        <li>
          Coins cannot be bought, sold, transferred for money, exchanged for prizes or withdrawn.
          They have no value outside Coinwave.
        </li>
        <li>Winning coins on Coinwave does not mean you would win money at a real casino.</li>
      </ul>
      <h2>3. Fair play</h2>
      <p>
        The server decides every round with published rules and provably fair randomness: before a
        round you can see a hash of the server seed, and after you rotate it you can check every
        past round yourself. The games keep a house edge, just like real ones; over time the house
        comes out ahead.
      </p>
      <h2>4. Your account</h2>
      <ul>
        <li>
          Keep your password to yourself; you are responsible for what happens under your account.
        </li>
        <li>
          One person, one account. Automated play, exploiting bugs and abusing other players are not
          allowed.
        </li>
        <li>We may suspend accounts that break these terms or harm other players.</li>
      </ul>
      <h2>5. Chat and shared media</h2>
      <p>
        Be kind. No harassment, hate, spam, sexual content or personal data of others. Screenshots
        and recordings you share are visible to other players in your wave; share only what you have
        the right to share.
      </p>
      <h2>6. Changes</h2>
      <p>
        We may update these terms; we will show the date of the latest version at the top of this
        page.
      </p>
    </InfoPage>
  );
}
