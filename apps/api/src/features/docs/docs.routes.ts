import type { App } from '../../app';

/** The OpenAPI document generated from the contract's route schemas, at GET /api/docs. */
export function docsRoutes(app: App): void {
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json').send(app.swagger()),
  );
}
