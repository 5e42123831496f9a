import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Copies of index.html that also preload the screen `/` shows first, written by the web build
 * (apps/web/vite-first-screens.ts): the auth screen for a visitor without a session, the main
 * screen for one with a session.
 */
const FIRST_SCREEN_PAGES = {
  signedIn: 'index.signed-in.html',
  signedOut: 'index.signed-out.html',
} as const;

/** The pages whose first screen depends on the session: `/` itself, and `/auth` (which sends a signed-in player to `/`). */
const SESSION_PAGES: ReadonlySet<string> = new Set(['/', '/auth']);

/**
 * Serves the built web app: real files as they are (hashed assets cached for a year), the build's
 * brotli or gzip copy when the browser accepts it (apps/web/vite-compress.ts writes them), and
 * index.html for any other GET that is not an API or socket path (SPA fallback; `/` and `/auth`
 * get the copy that preloads their first screen, by `hasSession`). `guardUnrouted` runs before the
 * answer to a request no route took.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  guardUnrouted: preHandlerAsyncHookHandler,
  hasSession: (request: FastifyRequest) => boolean,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  // A build without the copies (an older one) serves index.html everywhere.
  const hasFirstScreens = Object.values(FIRST_SCREEN_PAGES).every((file) =>
    existsSync(path.join(webDistDir, file)),
  );
  const pageFile = (request: FastifyRequest, pathname: string) => {
    if (!hasFirstScreens || !SESSION_PAGES.has(pathname)) return 'index.html';
    return hasSession(request) ? FIRST_SCREEN_PAGES.signedIn : FIRST_SCREEN_PAGES.signedOut;
  };
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
    if (isPage && hasWeb) {
      const file = pageFile(request, pathname);
      // The first screen's copy depends on the session cookie: caches must keep one per cookie.
      if (file !== 'index.html') void reply.header('vary', 'cookie');
      // @fastify/static would set its own cache-control (`public, max-age=0`) over ours.
      return reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
    }
    if (isPage)
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `pnpm build`.');
    return reply.status(404).send({ error: `No route for ${request.method} ${pathname}` });
  });
}
