import { InfoPage } from '../../components/InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy" updated="21 November 2026">
      <p>Coinwave keeps only what it needs to run the game, and never sells your data.</p>
      <h2>What we store</h2>
      <ul>
        <li>
          Your username, email address and a salted scrypt hash of your password (never the password
          itself).
        </li>
        <li>
          Your coin balance, the ledger of every coin movement, your game rounds and their fairness
          seeds.
        </li>
        <li>
          Chat and direct messages, achievements, notifications, and screenshots or recordings you
          choose to share.
        </li>
        <li>
          A session cookie that keeps you signed in; it is HttpOnly and cannot be read by scripts.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <ul>
        <li>No advertising trackers, no third-party analytics, no selling or renting of data.</li>
        <li>No payment data: coins are virtual and cannot be bought.</li>
      </ul>
      <h2>Who sees what</h2>
      <p>
        Other players see your username, your wave chat messages, your leaderboard score and the
        media you share in your wave. Direct messages are visible only to you and the person you
        write to.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask us to export or delete your account and its data through the contact page.
        Deleting an account removes your messages and media; the anonymous ledger totals of past
        waves may remain for fairness records.
      </p>
    </InfoPage>
  );
}
