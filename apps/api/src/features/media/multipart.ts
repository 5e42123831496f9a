import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../../lib/errors';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { takeUploadBudget } from './media.service';

export interface ReceivedUpload {
  tempPath: string;
  size: number;
  declaredType: string | undefined;
  filename: string | undefined;
}

/**
 * The upload of the signed-in user's request: refused unless it is multipart (415), counted
 * against the user's upload budget (429), then received (see `receiveUpload`).
 */
export async function receiveUserUpload(
  request: FastifyRequest,
  ctx: AppContext,
  userId: string,
  limit: { maxBytes: number; tooLarge: string },
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new DomainError(
      'UNSUPPORTED_MEDIA',
      'Send the upload as multipart/form-data with a file field',
    );
  await takeUploadBudget(ctx, userId);
  return receiveUpload(request, ctx.storage.tempDir, limit);
}

/**
 * Reads a multipart form (file, filename, type), spooling the file to a temp path under
 * `tempDir`; a file over `limit.maxBytes` is refused (413, `limit.tooLarge`) and nothing is kept.
 */
async function receiveUpload(
  request: FastifyRequest,
  tempDir: string,
  limit: { maxBytes: number; tooLarge: string },
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let tempPath: string | undefined;
  let size = 0;
  let partFilename: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: limit.maxBytes } });
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
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
      if (part.file.truncated) throw new DomainError('PAYLOAD_TOO_LARGE', limit.tooLarge);
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
