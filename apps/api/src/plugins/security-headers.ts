import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of the probe's own reply, not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets for `options`, read once from a throwaway instance. They depend
 * on the options only (no CSP nonces here), so every reply can get the same list.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Array<[string, string]>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(res.headers)
    .filter(([name]) => !NOT_HELMET.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * helmet's security headers on every reply, as @fastify/helmet sets them (on the raw response in
 * onRequest, so errors, 404s and replies that override one header keep the rest), but computed
 * once at start instead of building helmet's middleware (and parsing the CSP) per request.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
