// The routes of import and export, beside each resource's own (resources/factory.ts): `<path>/export/` for every
// list, `<path>/import/` and `<path>/import/template/` for the importable resources, `students/photos/`. Each
// answers the methods it lacks with a 405 behind its own permission check, as a resource's URLs do.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { EXPORTABLE, fillMessage, IMPORT_MAX_BYTES, IMPORT_MESSAGES, isImportable, PHOTO_ZIP_MAX_BYTES } from 'remote_shared/transfer';
import { booleanValue, MESSAGES } from 'remote_shared/schemas';
import { requireAdmin } from '../auth';
import type { Config } from '../config';
import { ApiError, validationError } from '../errors';
import { bodyObject, uploadedFile } from '../parsers';
import { RESOURCES } from '../resources';
import { bindResource, type BoundResource } from '../resources/crud/bound';
import { refuseMissingMethods } from '../notAllowed';
import { exportHandler } from './export';
import { checkImport, writeImport } from './import';
import { fileError, unpackSheet } from './parse';
import { matchPhotos, photoTarget, writePhotos } from './photos';
import { templateHandler } from './template';

const admin = { read: requireAdmin, create: requireAdmin, write: requireAdmin };

/** `dry_run`: false unless given, read as DRF's BooleanField reads it; a 400 on the field for another value. */
function dryRunOf(request: FastifyRequest): boolean {
  const raw = bodyObject(request).dry_run;
  if (raw === undefined) return false;
  const flag = booleanValue(raw);
  if (flag === null) throw validationError({ dry_run: [MESSAGES.boolean] });
  return flag;
}

/** The uploaded `file`; a 400 on `file` without one. */
function uploaded(request: FastifyRequest): Buffer {
  const file = uploadedFile(request, 'file');
  if (!file) throw fileError(IMPORT_MESSAGES.noFile);
  return file.data;
}

/** Rows (or files) with at least one error. */
const failing = (errors: readonly ({ row: number } | { file: string })[]) => new Set(errors.map((e) => ('row' in e ? e.row : e.file))).size;

function importHandler(r: BoundResource, key: Parameters<typeof checkImport>[1]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const dryRun = dryRunOf(request);
    const sheet = unpackSheet(await request.server.workers.run('readSheet', uploaded(request), () => fileError(IMPORT_MESSAGES.unreadable)));
    const { rows, records, errors } = await checkImport(r, key, sheet);
    reply.header('cache-control', 'no-store');
    if (dryRun) return reply.send({ dry_run: true, rows, create: records.length, errors });
    if (errors.length) throw new ApiError(400, { detail: fillMessage(IMPORT_MESSAGES.nothingImported, { count: failing(errors) }), rows, created: 0, errors });
    const created = await writeImport(r, request, records);
    return reply.code(201).send({ dry_run: false, rows, created, errors: [] });
  };
}

function photosHandler(r: BoundResource) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const dryRun = dryRunOf(request);
    const target = await photoTarget(r, bodyObject(request));
    const zip = await request.server.workers.run('readPhotoZip', { data: uploaded(request), rule: { field: 'photo', ...r.files.photo }, match: target.match }, () =>
      fileError(IMPORT_MESSAGES.zipUnreadable),
    );
    const { files, matched, errors, uploads } = await matchPhotos(r, target, zip);
    reply.header('cache-control', 'no-store');
    if (dryRun) return reply.send({ dry_run: true, files, matched, errors });
    if (errors.length) throw new ApiError(400, { detail: fillMessage(IMPORT_MESSAGES.photosNotImported, { count: failing(errors) }), files, updated: 0, matched, errors });
    const updated = await writePhotos(r, request, uploads);
    return reply.code(201).send({ dry_run: false, files, updated, matched, errors: [] });
  };
}

/** Registers the import and export routes on the /api/-prefixed instance. */
export async function transferRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  for (const def of RESOURCES) {
    if (!EXPORTABLE.includes(def.key)) continue;
    const r = bindResource(app, def, options.config);
    const read: onRequestAsyncHookHandler | undefined = def.read === 'admin' ? requireAdmin : undefined;
    const exportUrl = `/${def.path}/export/`;
    app.get(exportUrl, { onRequest: read }, exportHandler(r));
    refuseMissingMethods(app, exportUrl, { GET: true }, { ...admin, read }, false);

    const { key } = def;
    if (isImportable(key)) {
      // An import checks many records at once: a rule of one record at a time would be left out.
      if ((def.prepare && !def.prepareMany) || def.check) throw new Error(`${key}: an importable resource needs prepareMany for its prepare, and no check`);
      const importUrl = `/${def.path}/import/`;
      app.post(importUrl, { onRequest: requireAdmin, config: { uploadMaxBytes: IMPORT_MAX_BYTES, uploadLimits: { file: IMPORT_MAX_BYTES } } }, importHandler(r, key));
      refuseMissingMethods(app, importUrl, { POST: true }, admin, true);
      const templateUrl = `/${def.path}/import/template/`;
      app.get(templateUrl, { onRequest: requireAdmin }, templateHandler(r, key));
      refuseMissingMethods(app, templateUrl, { GET: true }, admin, false);
    }
    if (key === 'students') {
      const photosUrl = `/${def.path}/photos/`;
      app.post(photosUrl, { onRequest: requireAdmin, config: { uploadMaxBytes: PHOTO_ZIP_MAX_BYTES, uploadLimits: { file: PHOTO_ZIP_MAX_BYTES } } }, photosHandler(r));
      refuseMissingMethods(app, photosUrl, { POST: true }, admin, true);
    }
  }
}
