// Request bodies: JSON, urlencoded forms and multipart, on every route, the way DRF accepts them. Multipart text
// fields become `request.body`; file parts are read into memory (bounded) as `request.uploads` for the route to
// check and store (see uploads/). Errors come out DRF-shaped.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { ApiError, fileTooLarge, nonFieldError } from './errors';
import type { UploadedFile } from './uploads';

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts of a multipart request by field name (the first file of each field); null otherwise. */
    uploads: Record<string, UploadedFile> | null;
  }
  interface FastifyContextConfig {
    /** The route's own size limit of each file field: a file over the server-wide cap is reported with it. */
    uploadLimits?: Record<string, number>;
    /** The largest file part the route reads, in place of the server-wide cap (a ZIP of photos is larger). */
    uploadMaxBytes?: number;
  }
}

const MULTIPART_LIMITS = { fields: 200, fieldSize: 1024 * 1024, files: 4, parts: 204, headerPairs: 200 };

/** Deepest nesting of arrays and objects a JSON body may have; real forms nest two or three levels. */
export const JSON_MAX_DEPTH = 512;

/**
 * Whether `text` nests arrays and objects deeper than `limit`, counting brackets outside strings. Runs before
 * JSON.parse: the reviver below recurses once per level, so a 5,000-deep body would overflow the stack
 * ("Maximum call stack size exceeded"). One pass over a body the size limit already bounds; malformed text is
 * left for JSON.parse to report.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped, even a quote
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse that keeps `__proto__` and `constructor.prototype` keys out (prototype poisoning). */
function parseJsonSafely(text: string): unknown {
  if (nestedDeeperThan(text, JSON_MAX_DEPTH)) {
    throw new Error(`nested too deeply (more than ${JSON_MAX_DEPTH} levels of arrays and objects)`);
  }
  return JSON.parse(text, (key: string, value: unknown) => {
    if (key === '__proto__') return undefined;
    if (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value) return undefined;
    return value;
  });
}

function describeType(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'NoneType';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

/** The request body as an object of fields; a JSON list or scalar is a 400 like DRF's serializers answer. */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw nonFieldError(`Invalid data. Expected a dictionary, but got ${describeType(body)}.`);
  }
  return body as Record<string, unknown>;
}

/** The uploaded file of `field`, if the request was multipart and carried one. */
export function uploadedFile(request: FastifyRequest, field: string): UploadedFile | undefined {
  return request.uploads?.[field];
}

async function parsersPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { uploadMaxBytes } = options.config;
  app.decorateRequest('uploads', null);

  // DRF has no plain-text parser: text/plain is a 415 like any other type it does not read.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = String(text);
    if (source.trim() === '') return done(null, {}); // DRF reads an empty JSON body as no fields
    try {
      done(null, parseJsonSafely(source));
    } catch (error) {
      done(new ApiError(400, { detail: `JSON parse error - ${(error as Error).message}` }), undefined);
    }
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    // Repeated keys: the last value wins, as QueryDict.get() answers.
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });

  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: uploadMaxBytes }, throwFileSizeLimit: true });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const cap = request.routeOptions.config.uploadMaxBytes ?? uploadMaxBytes;
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let currentField = '';
    try {
      for await (const part of request.parts(cap === uploadMaxBytes ? undefined : { limits: { fileSize: cap } })) {
        currentField = part.fieldname;
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (!part.filename && data.length === 0) continue; // a file input left empty
          files[part.fieldname] ??= { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
        } else {
          if (part.valueTruncated) throw new ApiError(413, { [part.fieldname]: ['This field is too large.'] });
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        // The limit the sender can act on: the field's own when it is the smaller (an image field's few MB).
        const own = request.routeOptions.config.uploadLimits?.[currentField];
        throw fileTooLarge(currentField, Math.min(own ?? cap, cap));
      }
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new ApiError(413, { detail: 'Too many parts in the multipart request.' });
      }
      throw new ApiError(400, { detail: `Multipart form parse error - ${(error as Error).message}` });
    }
    request.body = fields;
    request.uploads = files;
  });
}

export default fp(parsersPlugin, { name: 'parsers' });
