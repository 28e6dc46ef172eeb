import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, isDatabaseUnavailable, isOutOfSpace } from './errors';
import { discardRestOfBody, isClientAbort } from './request-limits';

const CLIENT_ERROR_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Expected multipart/form-data' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'File is too large' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many form parts' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many form fields' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Invalid form field name' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload ended early' },
};

/** Maps every error to `{ error, details? }` with the right status; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isClientAbort(error, request.raw)) {
      // Nobody is there to answer, and nothing is wrong on our side (docs/security.md S88).
      request.log.debug('the client went away before its request arrived');
      return reply.code(400).send({ error: 'The request ended early' });
    }
    // Past a size limit the rest of the body is read and dropped (up to a bound) while the answer goes
    // out, so the client reads the 413 instead of a reset; a body longer still closes the connection.
    if (error.statusCode === 413) {
      if (discardRestOfBody(request.raw)) reply.removeHeader('connection');
      else reply.header('connection', 'close');
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(error.details === undefined ? { error: error.message } : { error: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ error: details[0]?.message ?? 'Invalid request', details });
    }
    const known = error.code ? CLIENT_ERROR_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.message });
    if (error instanceof SyntaxError) return reply.code(400).send({ error: 'Malformed JSON in request body' });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ error: 'Service temporarily unavailable. Please try again shortly.' });
    }
    if (isOutOfSpace(error)) {
      request.log.error({ err: { message: error.message } }, 'out of storage space');
      return reply.code(507).send({ error: 'Rootshare is out of storage space, so nothing was saved. Please try again later.' });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });
}
