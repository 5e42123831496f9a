import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { currentUser } from '../lib/current-user';
import { useSessionStore } from '../stores/session.store';
import { App } from './App';
import { prefetchFirstScreen } from './lazy-pages';
import { canHydrate } from './prerendered';
import { createQueryClient } from './providers';
import { createRouter } from './router';

const client = createQueryClient();
// Browser storage is read before the first render, so a stored user's screen paints at once.
useSessionStore.getState().hydrate(client);
const { pathname } = window.location;
const signedIn = currentUser(client) !== null;
prefetchFirstScreen(pathname, signedIn);
const app = <App client={client} router={createRouter()} />;
const root = document.getElementById('root')!;
// The signed-out page holds the auth screen already rendered by the build: React takes it over.
if (canHydrate(root, pathname, signedIn)) hydrateRoot(root, app);
else createRoot(root).render(app);
