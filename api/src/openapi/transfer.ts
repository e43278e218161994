// The OpenAPI description of import and export (api/src/transfer/), from the same registry entries and shared
// contract (remote_shared/registry transfer.ts) the routes are made from.
import { entryOf, MB, REGISTRY } from 'remote_shared/registry';
import { EXPORTABLE, IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORTABLE, PHOTO_MATCHES, PHOTO_ZIP_MAX_BYTES, PHOTO_ZIP_MAX_FILES, PHOTO_ZIP_MAX_UNPACKED_BYTES, TRANSFER_FORMATS } from 'remote_shared/transfer';
import { errorAnswer, fieldErrors, json, ref, refusals, schemaName, security } from './describe';

type Json = Record<string, unknown>;

const formatParameter: Json = { name: 'format', in: 'query', schema: { type: 'string', enum: [...TRANSFER_FORMATS], default: 'csv' } };
const file = (description: string): Json => ({
  description,
  content: {
    'text/csv': { schema: { type: 'string', format: 'binary' } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
  },
});
const dryRun: Json = { type: 'boolean', default: false, description: 'Only check: answer what would happen, store nothing.' };

/** The answers of an all-or-none upload (`Import…` or `Photo…` schemas): a dry run, done, refused with errors. */
function allOrNone(kind: 'Import' | 'Photo', texts: { dryRun: string; done: string; failed: string; conflict: string; maxBytes: number }): Json {
  return {
    '200': { description: texts.dryRun, content: json(ref(`${kind}DryRun`)) },
    '201': { description: texts.done, content: json(ref(`${kind}Done`)) },
    '400': { description: texts.failed, content: json({ oneOf: [ref(`${kind}Failed`), ref('FieldErrors')] }) },
    '409': errorAnswer(texts.conflict),
    '413': errorAnswer(`The file is over ${texts.maxBytes / MB} MB.`),
    ...refusals('admin'),
  };
}

function exportPaths(): Record<string, Json> {
  const paths: Record<string, Json> = {};
  for (const key of EXPORTABLE) {
    const entry = entryOf(key);
    const filters = [...(entry.search?.length ? ['search'] : []), ...Object.keys(entry.filters ?? {})].map((name) => ({ name, in: 'query', schema: { type: 'string' }, description: 'As the list takes it.' }));
    paths[`/${entry.path}/export/`] = {
      get: {
        tags: [schemaName(entry.path)],
        operationId: `export${schemaName(entry.path)}`,
        summary: `The ${entry.path} list as a file: every record its search and filters keep. CSV in UTF-8 with a BOM and CRLF lines, or XLSX; codes, phones and rolls as text; a cell beginning with = + - @ (or a tab or CR) has an apostrophe before it; file URLs absolute; class_name is the class's name.`,
        security: security(entry.read),
        parameters: [formatParameter, ...filters],
        responses: { '200': file(`An attachment, ${entry.path}-<YYYY-MM-DD>.csv or .xlsx.`), '400': fieldErrors, ...refusals(entry.read) },
      },
    };
  }
  return paths;
}

function importPaths(): Record<string, Json> {
  const paths: Record<string, Json> = {};
  for (const key of IMPORTABLE) {
    const { path } = REGISTRY[key];
    const name = schemaName(path);
    const columns = IMPORT_COLUMNS[key].join(', ');
    paths[`/${path}/import/`] = {
      post: {
        tags: [name],
        operationId: `import${name}`,
        summary: `Create ${path} from a spreadsheet (CSV in UTF-8 or UTF-16 "Unicode Text", or XLSX; at most ${IMPORT_MAX_ROWS} rows) with the columns ${columns} (the export's id, photo, created_at and updated_at are taken and ignored). All rows or none, in one transaction.`,
        security: security('admin'),
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, dry_run: dryRun } } } },
        },
        responses: allOrNone('Import', {
          dryRun: 'A dry run: what would be created, and every row error.',
          done: 'Every row created.',
          failed: 'Nothing imported: the rows with errors (ImportFailed), or the file or a field refused (`{"file": [...]}`).',
          conflict: 'A record written meanwhile clashes with one of the file: nothing was imported.',
          maxBytes: IMPORT_MAX_BYTES,
        }),
      },
    };
    paths[`/${path}/import/template/`] = {
      get: {
        tags: [name],
        operationId: `importTemplate${name}`,
        summary: 'The header row of an import; the XLSX explains each column in Bengali on a second sheet.',
        security: security('admin'),
        parameters: [formatParameter],
        responses: { '200': file(`An attachment, ${path}-template.csv or .xlsx.`), '400': fieldErrors, ...refusals('admin') },
      },
    };
  }
  paths['/students/photos/'] = {
    post: {
      tags: ['Students'],
      operationId: 'importStudentPhotos',
      summary: `Students' photos from a ZIP (at most ${PHOTO_ZIP_MAX_FILES} files, ${PHOTO_ZIP_MAX_UNPACKED_BYTES / MB} MB unpacked), each image named <roll>.<ext> (in the class and section given) or <digital_id_code>.<ext>; checked like any upload. All or none.`,
      security: security('admin'),
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file', 'match'],
              properties: {
                file: { type: 'string', format: 'binary', contentMediaType: 'application/zip' },
                match: { type: 'string', enum: [...PHOTO_MATCHES] },
                class_name: { type: 'integer', description: 'The id of the class (match=roll).' },
                section: { type: 'string', description: 'The section (match=roll).' },
                dry_run: dryRun,
              },
            },
          },
        },
      },
      responses: allOrNone('Photo', {
        dryRun: 'A dry run: the photos matched and every file error.',
        done: 'Every matched photo set.',
        failed: 'Nothing imported: the files with errors (PhotoFailed), or the archive or a field refused.',
        conflict: 'A matched student was deleted meanwhile: nothing was imported.',
        maxBytes: PHOTO_ZIP_MAX_BYTES,
      }),
    },
  };
  return paths;
}


const integer = { type: 'integer', minimum: 0 };
const object = (properties: Record<string, Json>): Json => ({ type: 'object', required: Object.keys(properties), properties });
const list = (item: string): Json => ({ type: 'array', items: ref(item) });

/** The answers of import and export. */
function transferSchemas(): Record<string, Json> {
  return {
    ImportRowError: object({ row: { type: 'integer', minimum: 2, description: "The spreadsheet's row (the header is row 1)." }, field: { type: 'string' }, message: { type: 'string' } }),
    ImportDryRun: object({ dry_run: { const: true }, rows: integer, create: integer, errors: list('ImportRowError') }),
    ImportDone: object({ dry_run: { const: false }, rows: integer, created: integer, errors: { type: 'array', maxItems: 0 } }),
    ImportFailed: object({ detail: { type: 'string' }, rows: integer, created: { const: 0 }, errors: list('ImportRowError') }),
    PhotoMatched: object({ file: { type: 'string' }, id: { type: 'integer' }, full_name: { type: 'string' } }),
    PhotoError: object({ file: { type: 'string' }, message: { type: 'string' } }),
    PhotoDryRun: object({ dry_run: { const: true }, files: integer, matched: list('PhotoMatched'), errors: list('PhotoError') }),
    PhotoDone: object({ dry_run: { const: false }, files: integer, updated: integer, matched: list('PhotoMatched'), errors: { type: 'array', maxItems: 0 } }),
    PhotoFailed: object({ detail: { type: 'string' }, files: integer, updated: { const: 0 }, matched: list('PhotoMatched'), errors: list('PhotoError') }),
  };
}

/** The document of describeApi with the paths and answers of import and export added. */
export function withTransfer(document: Json): Json {
  const { paths, components } = document as { paths: Json; components: { schemas: Json } };
  Object.assign(paths, exportPaths(), importPaths());
  Object.assign(components.schemas, transferSchemas());
  return document;
}
