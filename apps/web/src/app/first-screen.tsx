import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { useSessionStore } from '../stores/session.store';
import { App } from './App';
import { setCurrentUser } from '../lib/current-user';
import { newPlayer } from '../lib/new-player';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_SCREEN, SHELL_SCREEN } from './prerendered';

/**
 * The app's markup at `path` for what `client` holds, rendered as the browser's first render
 * would: the session counts as read, as the browser's is before that render.
 */
async function prerenderAt(path: string, client: QueryClient): Promise<string> {
  useSessionStore.setState({ hydrated: true });
  const { prelude } = await prerender(<App client={client} path={path} />);
  return new Response(prelude).text();
}

/**
 * `#root` holding the auth screen as a visitor nobody is stored for first sees it on `/auth` and
 * `/`. The build puts it in the signed-out page (vite-first-screens.ts), so the screen paints with
 * the HTML and its CSS; main.tsx then hydrates it rather than rendering it again.
 */
export async function renderAuthRoot(): Promise<string> {
  const markup = await prerenderAt('/auth', new QueryClient());
  return `<div id="root" ${PRERENDERED_ATTRIBUTE}="${PRERENDERED_SCREEN}">${markup}</div>`;
}

/** Who the shell is rendered for: nobody real (what is theirs is marked PLAYER_ONLY and blank). */
const SHELL_PLAYER = newPlayer({ id: 'shell', username: '', coins: 0 });

/**
 * `#root` holding the main screen's shell for the signed-in page: the screen as `/` first renders
 * it before any data, for a placeholder player whose own parts are hidden (index.css), the game
 * area empty. It paints with the page, so a returning player sees the screen's frame and the
 * wave panel at once; main.tsx then renders the screen afresh in its place (the shell's
 * `data-shell` wrapper goes with it).
 */
export async function renderMainShellRoot(): Promise<string> {
  const client = new QueryClient();
  setCurrentUser(client, SHELL_PLAYER);
  const markup = await prerenderAt('/', client);
  return `<div id="root" ${PRERENDERED_ATTRIBUTE}="${SHELL_SCREEN}"><div data-shell>${markup}</div></div>`;
}
