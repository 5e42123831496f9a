import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../../lib/errors';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { checkFreeSpace, isDiskFull, storageFull } from './media.limits';
import { takeUploadBudget } from './media.service';

export interface ReceivedUpload {
  tempPath: string;
  size: number;
  declaredType: string | undefined;
  filename: string | undefined;
}

/**
 * The upload of the signed-in user's request: refused unless it is multipart (415), unless the
 * media volume keeps its free-space floor with the body written (507), unless `admit` (the
 * route's own limits, given the body's declared size) lets it in, and when over the user's upload
 * budget (429); then received (see `receiveUpload`) and refused (507) if the disk filled meanwhile.
 * Whatever is refused, nothing of it is kept.
 */
export async function receiveUserUpload(
  request: FastifyRequest,
  ctx: AppContext,
  userId: string,
  limit: {
    maxBytes: number;
    tooLarge: string;
    admit?: (declaredBytes: number) => Promise<void>;
  },
): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new DomainError(
      'UNSUPPORTED_MEDIA',
      'Send the upload as multipart/form-data with a file field',
    );
  const declared = Math.min(Number(request.headers['content-length']) || 0, limit.maxBytes);
  await checkFreeSpace(ctx, declared);
  await limit.admit?.(declared);
  await takeUploadBudget(ctx, userId);
  const upload = await receiveUpload(request, ctx.storage.tempDir, limit);
  try {
    await checkFreeSpace(ctx, 0);
  } catch (error) {
    await rm(upload.tempPath, { force: true });
    throw error;
  }
  return upload;
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
    if (!request.raw.readableEnded) drainBody(request, limit.maxBytes);
    if (tempPath) await rm(tempPath, { force: true });
    throw asUploadRefusal(error);
  }
}

/**
 * After a refusal mid-body (disk full, a second file) the rest of the body is read and dropped, so
 * the answer reaches the client and its kept-alive connection can carry the next request; a body
 * that goes on past `maxBytes` and a little more is cut off with its connection.
 */
function drainBody(request: FastifyRequest, maxBytes: number): void {
  const raw = request.raw;
  let dropped = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes + 1024 * 1024) raw.destroy();
  });
  raw.resume();
}

/** The multipart plugin's limits on the form's shape: the client sent a form we do not take. */
const FORM_SHAPE_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A failure while reading the form: our own refusals pass through; a full disk is a 507; the
 * multipart plugin's limits on the form's shape are a 400 saying what to send; its other limits
 * (they carry a 4xx status) and other disk errors pass through; anything else is the parser
 * rejecting the body itself (a missing boundary, a cut-off part), which is the client's fault and
 * must never answer 5xx.
 */
function asUploadRefusal(error: unknown): unknown {
  if (error instanceof DomainError || !(error instanceof Error)) return error;
  if (isDiskFull(error)) return storageFull();
  const { statusCode, syscall, code } = error as {
    statusCode?: number;
    syscall?: string;
    code?: string;
  };
  if (code !== undefined && FORM_SHAPE_ERRORS.has(code))
    return new DomainError(
      'BAD_REQUEST',
      "Send one file in the field 'file', with at most the fields 'filename' and 'type'",
    );
  if (statusCode !== undefined || syscall !== undefined) return error;
  return new DomainError(
    'BAD_REQUEST',
    'The upload is not a well-formed multipart/form-data body: send the file from the Coinwave page',
  );
}
