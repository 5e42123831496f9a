import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';

export function healthRoutes(app: App): void {
  addRoute(app, routes.health, async () => ({ status: 'ok' as const }));
}
