import { routes } from '@coinwave/api-contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { App } from '../../app';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { addRoute } from '../../lib/route';
import { currentUser, requireUser, signedIn } from '../auth/auth.guard';
import { VIDEO_MAX_BYTES } from './media.inspect';
import { gallery, storeUpload, takeUploadBudget } from './media.service';

/** Served files: the generated name only, so no path can be smuggled in. */
const MEDIA_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webm)$/;
const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webm: 'video/webm',
};
/** Even if a browser were fooled into rendering a file as a page, it could run nothing. */
const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

interface ReceivedUpload {
  tempPath: string;
  size: number;
  declaredType: string | undefined;
  filename: string | undefined;
}

/** Reads the multipart form (file, filename, type), spooling the file to a temp path. */
async function receiveUpload(request: FastifyRequest, tempDir: string): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let tempPath: string | undefined;
  let size = 0;
  let partFilename: string | undefined;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string')
          throw new DomainError('BAD_REQUEST', `Field '${part.fieldname}' must be text`);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || tempPath) {
        part.file.resume();
        throw new DomainError('BAD_REQUEST', "Send exactly one file, in the field 'file'");
      }
      tempPath = path.join(tempDir, `${newId()}.part`);
      partFilename = part.filename;
      await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx' }));
      if (part.file.truncated)
        throw new DomainError(
          'PAYLOAD_TOO_LARGE',
          'The file is too large: images up to 5 MB, videos up to 50 MB',
        );
      size = part.file.bytesRead;
    }
    if (!tempPath) throw new DomainError('BAD_REQUEST', "Attach the file in the field 'file'");
    const declaredType = fields.type;
    if (declaredType !== undefined && declaredType !== 'image' && declaredType !== 'video')
      throw new DomainError('BAD_REQUEST', "The field 'type' must be 'image' or 'video'");
    return { tempPath, size, declaredType, filename: fields.filename ?? partFilename };
  } catch (error) {
    if (tempPath) await rm(tempPath, { force: true });
    throw asUploadRefusal(error);
  }
}

/**
 * A failure while reading the form: our own refusals, the multipart plugin's limits (they carry a
 * 4xx status) and disk errors pass through; anything else is the parser rejecting the body itself
 * (a missing boundary, a cut-off part), which is the client's fault and must never answer 5xx.
 */
function asUploadRefusal(error: unknown): unknown {
  if (error instanceof DomainError || !(error instanceof Error)) return error;
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  if (statusCode !== undefined || syscall !== undefined) return error;
  return new DomainError(
    'BAD_REQUEST',
    'The upload is not a well-formed multipart/form-data body: send the file from the Coinwave page',
  );
}

export function mediaRoutes(app: App): void {
  const ctx = app.ctx;

  addRoute(
    app,
    routes.upload,
    async (request) => {
      if (!request.isMultipart())
        throw new DomainError(
          'UNSUPPORTED_MEDIA',
          'Send the upload as multipart/form-data with a file field',
        );
      const userId = currentUser(request).id;
      takeUploadBudget(ctx, userId);
      const upload = await receiveUpload(request, ctx.storage.tempDir);
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
      const found = MEDIA_NAME.test(name) ? await ctx.storage.open(name) : null;
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
