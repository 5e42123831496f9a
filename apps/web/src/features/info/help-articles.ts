/** The help center's categories (spec section 2). */
export const HELP_CATEGORIES = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'games', label: 'Games' },
  { id: 'waves', label: 'Waves' },
  { id: 'account', label: 'Account' },
  { id: 'achievements', label: 'Achievements' },
] as const;

export type HelpCategory = (typeof HELP_CATEGORIES)[number]['id'];

export interface HelpArticle {
  id: string;
  category: HelpCategory;
  title: string;
  content: string;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'what-is',
    category: 'getting-started',
    title: 'What is Coinwave?',
    content:
      'Coinwave is a social casino for adults 18+. You play slots, blackjack, poker and roulette with virtual coins that have no cash value: they can never be bought, sold, withdrawn or exchanged for prizes.',
  },
  {
    id: 'starting-coins',
    category: 'getting-started',
    title: 'Starting coins and claiming more',
    content:
      'Every new account starts with 5,000 coins. Once per hour you can claim 1,000 more with the Claim button in the header; until then it shows a Next claim countdown.',
  },
  {
    id: 'main-screen',
    category: 'getting-started',
    title: 'Finding your way around',
    content:
      'The main screen has three columns: the game area with the current wave status and the four game tiles, the chat column with wave chat, direct messages and media sharing, and the right column with wave leaders, your stats and achievements. The Games, Waves, Community and Leaderboard buttons in the header take you to the game area, the waves (the current one and past champions), the chat and the full rankings; on narrower screens the same four sit in a tab bar under the header, and Leaderboard also holds your stats and achievements. Back to games or the Escape key returns to the game area.',
  },
  {
    id: 'slots',
    category: 'games',
    title: 'Slots rules',
    content:
      '5 reels, 3 rows and 15 paylines. Three or more matching symbols on a line pay the bet times the paytable multiplier: sevens pay 5, 25 and 100; money bags 3, 15 and 50; bells 2, 10 and 30; stars 2, 8 and 20; other symbols 1, 5 and 10. Bets start at 10 and move in steps of 10. Three or more balloons on a line start the balloon bonus: 12 balloons, 4 of them wrong; every good pop adds a prize, and the round ends at the fourth wrong pop.',
  },
  {
    id: 'blackjack',
    category: 'games',
    title: 'Blackjack rules',
    content:
      'Get closer to 21 than the dealer without going over. Aces count 11 or 1, face cards 10. The dealer stands on 17. Bets are 50, 100, 250 or 500. A natural blackjack pays 2.5x the bet, a normal win 2x, a push returns the bet. You can also double down and split.',
  },
  {
    id: 'poker',
    category: 'games',
    title: "Texas Hold'em rules",
    content:
      "Heads-up Texas Hold'em against the house, which starts with 10,000 chips. Blinds are 25 and 50 and the dealer seat rotates each hand. You can call, raise by 50, 100, 150 or 250, or fold. The best five-card hand from seven cards wins; ties split the pot.",
  },
  {
    id: 'roulette',
    category: 'games',
    title: 'Roulette rules',
    content:
      'A European wheel with 37 pockets, 0 to 36. Chips are 25, 50, 100 or 250; click a spot again to add to the bet. A single number pays 35:1, a split (two numbers) 17:1, a street (three) 11:1, a corner (four) 8:1, a six line (six) 5:1, dozens and columns 2:1, red, black, odd, even, low and high 1:1. Zero loses the outside bets. A spin lasts 3 seconds.',
  },
  {
    id: 'fair',
    category: 'games',
    title: 'Provably fair play',
    content:
      'Every round is decided on our server from a server seed, your client seed and a nonce that counts your rounds. You see the SHA-256 hash of the server seed in advance, so it cannot be changed afterwards. Open the Provably Fair page (linked from the footer and from every game table) to see the hash, the nonce and your client seed, which you may change at any time. Press Rotate server seed to reveal the current seed and start a new one: a hand still in play must be finished first, and a round left alone for 10 minutes is settled by a fixed rule (blackjack stands, the balloon bonus pops the rest in order, poker folds) and can be verified like any other. Then press Verify next to any of your rounds: your browser re-runs the round with the same game engines the server uses and shows that the seed matches its hash and that the reels, pocket or cards come out exactly as they did.',
  },
  {
    id: 'waves',
    category: 'waves',
    title: 'How waves work',
    content:
      'Play is organised in waves: shared 4-hour cycles. Each wave has its own chat, leaderboard and media gallery. The header shows the wave number and a countdown; when the 4 hours are over it reads New wave starting... and the next wave begins at once. The Waves button shows the current wave with its figures (Surfers are the players connected now; Active Games are games with a round in the last 15 minutes) and every past wave with its champion: the player on top of its leaderboard when it ended, if they finished ahead, who earns the Wave Champion achievement.',
  },
  {
    id: 'wave-lifecycle',
    category: 'waves',
    title: 'Wave lifecycle',
    content:
      'A wave starts, stays active for its 4 hours, enters its final hour and ends; the next wave begins immediately. Any player may start a new wave with the New Wave button once the current wave is an hour old, and each player may start one every 4 hours. A game table belongs to its wave: when the wave ends, a hand in progress can still be finished, and opening the game again seats you in the new wave.',
  },
  {
    id: 'leaderboard',
    category: 'waves',
    title: 'The wave leaderboard',
    content:
      'Wave Leaders ranks players by the net coins they won in the wave: winnings minus stakes. The top 5 are shown; View Full Rankings (or the Leaderboard button) shows every player of the wave, with your own row highlighted. Click a name to send that player a direct message.',
  },
  {
    id: 'chat',
    category: 'waves',
    title: 'Chat and direct messages',
    content:
      'Wave chat is shared by everyone in the wave. Press Enter to send and Shift+Enter for a new line. Turn on Direct Messages to talk to one player: pick a contact, or click a name in the chat or on the leaderboard.',
  },
  {
    id: 'register',
    category: 'account',
    title: 'Creating an account',
    content:
      'Register with a username of 3-20 letters, digits, _ or -, your email and a password of at least 8 characters, and confirm that you are 18 or older. Until you upload an avatar, the first two letters of your username stand in for it.',
  },
  {
    id: 'login',
    category: 'account',
    title: 'Signing in and out',
    content:
      'Sign in with your username and password. To sign out, open the menu behind your avatar (your picture or initials) in the header and choose Logout.',
  },
  {
    id: 'avatar',
    category: 'account',
    title: 'Changing your avatar',
    content:
      'Open the menu behind your avatar in the header and choose Change avatar. Pick a JPG, PNG or GIF of up to 5 MB (and at most 25 megapixels): you see a preview, then press Upload. We crop it to a square, resize it to 128 x 128 pixels and strip its metadata, such as where a photo was taken; a GIF keeps only its first frame. Your avatar then shows in the header, on the leaderboards and beside your name as a wave champion. Remove brings your initials back.',
  },
  {
    id: 'media',
    category: 'account',
    title: 'Screenshots, recordings and live streams',
    content:
      'In Media Share, Screenshot captures the game area and saves it to the wave gallery. Record captures your screen as a webm video with a timer; Stop Recording uploads it. The Media Center shows the gallery, the live stream controls and uploads.',
  },
  {
    id: 'responsible',
    category: 'account',
    title: 'Playing responsibly',
    content:
      'Coinwave is entertainment. Take breaks, set yourself time limits and read our responsible gaming page. If play stops being fun, contact us and we will help, with a reply within 2 hours for responsible gaming requests.',
  },
  {
    id: 'achievements',
    category: 'achievements',
    title: 'Earning achievements',
    content:
      'Achievements are awarded automatically from your rounds: Jackpot Winner! for a slots win of at least 5x the bet, Natural 21! for a blackjack the dealer does not match, Gaming Veteran after 10 games, streak awards, and Wave Champion for finishing a wave on top of its leaderboard with net winnings above zero. Each is earned once and announced in your notifications.',
  },
  {
    id: 'streaks',
    category: 'achievements',
    title: 'Win streaks',
    content:
      'A streak counts wins in a row whose payout exceeds the bet, in any game; a loss resets it to zero. Streak milestones are at 3, 5, 10, 20 and 50 wins.',
  },
];

/** Articles whose title or content contains the query (case-insensitive), optionally in one category. */
export function searchArticles(
  articles: readonly HelpArticle[],
  query: string,
  category: HelpCategory | null = null,
): HelpArticle[] {
  const q = query.trim().toLowerCase();
  return articles.filter(
    (a) =>
      (category === null || a.category === category) &&
      (q === '' || a.title.toLowerCase().includes(q) || a.content.toLowerCase().includes(q)),
  );
}
