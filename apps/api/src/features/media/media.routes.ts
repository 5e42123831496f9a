import { routes } from '@coinwave/api-contract';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';
import { currentUser, requireUser, signedIn } from '../auth/auth.guard';
import { VIDEO_MAX_BYTES } from './media.inspect';
import { checkAllowance } from './media.limits';
import { deleteMedia, gallery, storeUpload } from './media.service';
import { isMediaName } from './media.storage';
import { receiveUserUpload } from './multipart';

const MIME_BY_EXT: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
};
/** At most this much of a well-formed upload body is the form around the file. */
const FORM_OVERHEAD = 16 * 1024;

/** Even if a browser were fooled into rendering a file as a page, it could run nothing. */
const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Media never change under a name (names are generated, never reused), but one can be deleted:
 * caches keep a file an hour, then revalidate it with its ETag (304 while it is there).
 */
const MEDIA_CACHE = 'public, max-age=3600';

const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ error: 'Media not found' });

export const mediaRoutes: FeaturePlugin = async (app, { ctx }) => {
  addRoute(
    app,
    routes.upload,
    async (request) => {
      const userId = currentUser(request).id;
      const upload = await receiveUserUpload(request, ctx, userId, {
        maxBytes: VIDEO_MAX_BYTES,
        tooLarge: 'The file is too large: images up to 5 MB, videos up to 50 MB',
        // The form's own fields and headers are not the file: leave them out of the early check.
        admit: (declared) =>
          checkAllowance(ctx, ctx.db, userId, Math.max(0, declared - FORM_OVERHEAD)),
      });
      return storeUpload(ctx, userId, upload);
    },
    { preValidation: [requireUser], bodyLimit: VIDEO_MAX_BYTES + 1024 * 1024 },
  );

  addRoute(app, routes.gallery, async (request) => gallery(ctx, request.query ?? {}), signedIn);

  addRoute(
    app,
    routes.deleteMedia,
    async (request) => deleteMedia(ctx, currentUser(request).id, request.params.id),
    signedIn,
  );

  // Files under /media/ (uploads and avatars) through @fastify/static: Range requests (206) so
  // recordings seek, ETag / Last-Modified and 304. Only generated names are ever looked up; any
  // other path (dot files, the temp folder, encoded slashes, traversal) is a 404 before the disk
  // is touched.
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if (!isMediaName(pathname.slice('/media/'.length))) return notFound(request, reply);
      });
      scope.setNotFoundHandler(notFound);
      await scope.register(fastifyStatic, {
        root: ctx.config.mediaDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        allowedPath: (pathName) => isMediaName(pathName.replace(/^\//, '')),
        schemaHide: true,
        setHeaders: (reply, filePath) => {
          void reply.headers({
            'content-type': MIME_BY_EXT[path.extname(filePath)] ?? 'application/octet-stream',
            'x-content-type-options': 'nosniff',
            'content-disposition': 'inline',
            'content-security-policy': MEDIA_CSP,
            'cross-origin-resource-policy': 'same-origin',
            'cache-control': MEDIA_CACHE,
          });
        },
      });
    },
    { prefix: '/media' },
  );
};
