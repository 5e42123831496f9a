import type { FeaturePlugin } from '../../lib/feature';

/** The OpenAPI document generated from the contract's route schemas, at GET /api/docs. */
export const docsRoutes: FeaturePlugin<Record<never, never>> = async (app) => {
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json').send(app.swagger()),
  );
};
