import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { useSessionStore } from '../stores/session.store';
import { App } from './App';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_SCREEN } from './prerendered';
import { routeTable } from './router';

/**
 * `#root` holding the auth screen as a visitor nobody is stored for first sees it on `/auth` and
 * `/`. The build puts it in the signed-out page (vite-first-screens.ts), so the screen paints with
 * the HTML and its CSS; main.tsx then hydrates it rather than rendering it again.
 */
export async function renderAuthRoot(): Promise<string> {
  // Nobody is stored here: the session counts as read, as the browser's is before its first render.
  useSessionStore.setState({ hydrated: true });
  const router = createMemoryRouter(routeTable, { initialEntries: ['/auth'] });
  const { prelude } = await prerender(<App client={new QueryClient()} router={router} />);
  const markup = await new Response(prelude).text();
  return `<div id="root" ${PRERENDERED_ATTRIBUTE}="${PRERENDERED_SCREEN}">${markup}</div>`;
}
