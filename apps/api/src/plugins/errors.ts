import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../lib/errors';
import { isShuttingDown } from '../db/drain';
import { isUnavailable } from '../lib/unavailable';

/**
 * The single error handler: domain refusals keep their status and message; validation failures
 * become a readable 400; anything else is logged and answered with a bare 500 (no stack, SQL or path).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'RATE_LIMITED')
        void reply.header('retry-after', String(error.details?.retryAfterSeconds ?? 10));
      if (error.code === 'BUSY')
        void reply.header('retry-after', String(error.details?.retryAfterSeconds ?? 2));
      return reply.status(error.status).send({ ...error.details, error: error.message });
    }
    if (error.validation) {
      const first = error.validation[0];
      const where = first?.instancePath
        ? `${error.validationContext ?? 'body'}${first.instancePath.replaceAll('/', '.')}`
        : (error.validationContext ?? 'request');
      const extra =
        first?.params && 'additionalProperty' in first.params
          ? ` '${String(first.params.additionalProperty)}'`
          : '';
      return reply
        .status(400)
        .send({ error: `Invalid request: ${where} ${first?.message ?? 'is invalid'}${extra}` });
    }
    if (isUnavailable(error)) {
      // A request that arrives as the server stops is refused by design, not for a store's fault.
      if (isShuttingDown(error)) request.log.info('refused: the server is shutting down');
      else request.log.warn({ err: error }, 'a store is unreachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'Coinwave is briefly unavailable: please try again in a few seconds' });
    }
    // A body without any Content-Type is a malformed request, not an unsupported type.
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && !request.headers['content-type'])
      return reply.status(400).send({
        error: 'The request has no Content-Type: send JSON, or multipart/form-data for an upload',
      });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: readableClientError(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}

function readableClientError(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON, or multipart/form-data for an upload';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty: send a JSON object';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large: images up to 5 MB, videos up to 50 MB';
    case 'FST_FILES_LIMIT':
      return "Send exactly one file, in the field 'file'";
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The form has too many fields: send file, filename and type';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Send the upload as multipart/form-data';
    default:
      return status === 429
        ? 'Too many requests: please slow down and try again shortly'
        : error.message || 'Bad request';
  }
}
