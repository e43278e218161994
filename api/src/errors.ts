// DRF-shaped errors. Handlers and hooks throw an ApiError (made by the helpers below); the error handler turns
// it, and Fastify's own errors, into the status and body a DRF client expects. A 500 never shows a stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldErrors } from 'remote_shared/schemas';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'ApiError';
  }
}

export function validationError(errors: FieldErrors): ApiError {
  return new ApiError(400, errors);
}

export function nonFieldError(message: string): ApiError {
  return new ApiError(400, { non_field_errors: [message] });
}

export function notAuthenticated(): ApiError {
  return new ApiError(401, { detail: 'Authentication credentials were not provided.' }, { 'www-authenticate': 'Bearer realm="api"' });
}

/** A bearer or refresh token that is malformed, forged, expired or revoked (simplejwt's wording). */
export function tokenNotValid(detail = 'Given token not valid for any token type'): ApiError {
  return new ApiError(401, { detail, code: 'token_not_valid' }, { 'www-authenticate': 'Bearer realm="api"' });
}

export function permissionDenied(detail = 'You do not have permission to perform this action.'): ApiError {
  return new ApiError(403, { detail });
}

export function notFound(): ApiError {
  return new ApiError(404, { detail: 'Not found.' });
}

export function methodNotAllowed(method: string, allowed: string[]): ApiError {
  return new ApiError(405, { detail: `Method "${method}" not allowed.` }, { allow: allowed.join(', ') });
}

export function conflict(detail: string): ApiError {
  return new ApiError(409, { detail });
}

/** An uploaded file over its limit, keyed by its field like a DRF field error. */
export function fileTooLarge(field: string, maxBytes: number): ApiError {
  return new ApiError(413, { [field]: [`The file is too large: at most ${formatSize(maxBytes)}.`] });
}

/** An uploaded image with more pixels than the limit (read from its header), keyed by its field. */
export function imageTooLarge(field: string, width: number, height: number, maxPixels: number): ApiError {
  return new ApiError(400, { [field]: [`The image is too large: ${width} × ${height} pixels, at most ${maxPixels / 1_000_000} megapixels (width × height).`] });
}

/** An uploaded file of a type the field does not take (checked by content, not by name). */
export function unsupportedFile(field: string, message: string): ApiError {
  return new ApiError(415, { [field]: [message] });
}

export function throttled(waitSeconds: number): ApiError {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  return new ApiError(
    429,
    { detail: `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.` },
    { 'retry-after': String(wait) },
  );
}

function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Turns any thrown error into a status, headers and a DRF body. */
export function describeError(
  error: FastifyError | Error,
  request?: FastifyRequest,
): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body, headers: error.headers };
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = String(request?.headers['content-type'] ?? '').split(';')[0].trim();
      return { status: 415, body: { detail: `Unsupported media type "${type}" in request.` }, headers: {} };
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: { detail: 'Request body is too large.' }, headers: {} };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { detail: 'Request body size did not match Content-Length.' }, headers: {} };
    case 'FST_ERR_BAD_URL':
      // Fastify's message quotes the path back; ours says what is wrong with it instead.
      return { status: 400, body: { detail: 'Malformed request: the URL is not valid percent-encoded UTF-8.' }, headers: {} };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, body: { detail: 'Request URL is too long.' }, headers: {} };
    case 'SQLITE_BUSY':
      // Another process kept SQLite's write lock longer than a write waits (db/connect.ts): nothing was written.
      return { status: 503, body: { detail: 'The database is busy; try again in a moment.' }, headers: { 'retry-after': '1' } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (bad URL encoding, schema validation…): their messages hold no secrets.
    return { status, body: { detail: fastifyError.message }, headers: {} };
  }
  return { status: 500, body: { detail: 'Internal server error.' }, headers: {} };
}

export function sendError(reply: FastifyReply, error: FastifyError | Error): FastifyReply {
  const { status, body, headers } = describeError(error, reply.request);
  if (status >= 500) reply.log.error({ err: error }, 'request failed');
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => sendError(reply, error));
}

export default fp(errorsPlugin, { name: 'errors' });
