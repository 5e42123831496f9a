import { routes } from '@coinwave/api-contract';
import type { App } from '../../app';
import { addRoute } from '../../lib/route';
import { currentUser, requireUser, signedIn } from '../auth/auth.guard';
import { VIDEO_MAX_BYTES } from './media.inspect';
import { checkAllowance } from './media.limits';
import { gallery, storeUpload } from './media.service';
import { isMediaName } from './media.storage';
import { receiveUserUpload } from './multipart';

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webm: 'video/webm',
  webp: 'image/webp',
};
/** At most this much of a well-formed upload body is the form around the file. */
const FORM_OVERHEAD = 16 * 1024;

/** Even if a browser were fooled into rendering a file as a page, it could run nothing. */
const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export function mediaRoutes(app: App): void {
  const ctx = app.ctx;

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

  addRoute(app, routes.gallery, async () => gallery(ctx), signedIn);

  app.get<{ Params: { name: string } }>(
    '/media/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.name;
      const found = isMediaName(name) ? await ctx.storage.open(name) : null;
      if (!found) return reply.status(404).send({ error: 'Media not found' });
      return reply
        .header('content-type', MIME_BY_EXT[name.split('.').pop()!]!)
        .header('content-length', found.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', MEDIA_CSP)
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(found.stream);
    },
  );
}
