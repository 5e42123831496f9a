import { Link } from 'react-router';
import { InfoPage } from '../../components/InfoPage';

export function ResponsibleGamingPage() {
  return (
    <InfoPage title="Responsible Gaming" updated="21 November 2026">
      <p>
        Coinwave is entertainment with virtual coins that have no cash value. Even so, casino-style
        games can pull people in. We want every session to stay fun.
      </p>
      <h2>Know the odds</h2>
      <ul>
        <li>
          Every game has a house edge. Slots return about 94-97% of stakes over the long run,
          roulette 97.3%, blackjack a little less than 100% with good play.
        </li>
        <li>
          No pattern, streak or system changes the odds. Each round is independent and provably
          fair.
        </li>
        <li>Winning here does not mean you would win with real money.</li>
      </ul>
      <h2>Play with limits</h2>
      <p>
        <Link to="/settings">Set limits, a reality check or a cool-off in Settings</Link>: daily and
        weekly loss limits, a session time limit, a reminder every 15, 30 or 60 minutes, and a break
        of 24 hours to 30 days, or a self-exclusion of 6 months or for good.
      </p>
      <ul>
        <li>Decide how long you will play before you start, and take a break when a wave ends.</li>
        <li>Don&apos;t play to escape stress, boredom or low mood.</li>
        <li>
          If you find yourself thinking about moving on to real-money gambling to &quot;win it
          back&quot;, stop and talk to someone.
        </li>
      </ul>
      <h2>Warning signs</h2>
      <ul>
        <li>Playing longer than you meant to, or hiding how much you play.</li>
        <li>Feeling restless or irritable when you are not playing.</li>
        <li>Gambling with real money to chase the feeling you get here.</li>
      </ul>
      <h2>Where to get help</h2>
      <p>
        If gambling is harming you or someone close to you, free and confidential help exists. In
        the UK call the National Gambling Helpline on 0808 8020 133; in the US call or text
        1-800-GAMBLER; elsewhere, Gamblers Anonymous runs meetings in many countries. Our own team
        answers responsible-gaming messages within 2 hours through the contact page, and can close
        your account on request.
      </p>
    </InfoPage>
  );
}
