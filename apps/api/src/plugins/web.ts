import fastifyStatic from '@fastify/static';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app: real files as they are (hashed assets cached for a year), the build's
 * brotli or gzip copy when the browser accepts it (apps/web/vite-compress.ts writes them), and
 * index.html for any other GET that is not an API or socket path (SPA fallback). `guardUnrouted`
 * runs before the answer to a request no route took.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  guardUnrouted: preHandlerAsyncHookHandler,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler({ preHandler: guardUnrouted }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/ws');
    if (isPage && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (isPage)
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `pnpm build`.');
    return reply.status(404).send({ error: `No route for ${request.method} ${pathname}` });
  });
}
