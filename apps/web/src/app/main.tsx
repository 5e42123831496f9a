import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { currentUser } from '../lib/current-user';
import { nextTask } from '../lib/next-task';
import { useSessionStore } from '../stores/session.store';
import { App } from './App';
import { loadFirstScreen } from './lazy-pages';
import { canHydrate } from './prerendered';
import { createQueryClient } from './providers';

const client = createQueryClient();
// Browser storage is read before the first render, so a stored user's screen paints at once.
useSessionStore.getState().hydrate(client);
const { pathname } = window.location;
const signedIn = currentUser(client) !== null;
const root = document.getElementById('root')!;
const firstScreen = loadFirstScreen(window.location, signedIn);
const app = <App client={client} />;
if (canHydrate(root, pathname, signedIn)) {
  // The signed-out page holds the auth screen already rendered by the build: React takes it over
  // in the next task (this one evaluates the entry and reads the stored user), and from then on a
  // click on the screen before it is hydrated (a tab, say) is replayed once it is, not lost. As a
  // transition, the hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole screen.
  void nextTask().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // React starts once the first screen's module is in (the page shows its loading screen, or on
  // the signed-in page the main screen's shell, meanwhile): its first render then shows the
  // screen, not a fallback first, and takes the shell's place whole. As a transition,
  // that render yields to the browser every few milliseconds instead of holding the main thread.
  void firstScreen.then(() => startTransition(() => createRoot(root).render(app)));
}
