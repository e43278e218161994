// The OpenAPI 3.1 description of the API (`GET /api/schema/`), made from the resource registry
// (remote_shared/registry) the server's routes and checks are made from, so it cannot drift from what the server
// does: each resource's path, operations, fields and their rules, files, search, filters, distinct values and who
// may read and write. The sign-in endpoints, stats/ and audit/, which are not resources, are described by hand below.
import { type Access, FILE_TYPES, type FileRule, filterParameters, type FilterParameterKind, operationsOf, RESOURCE_KEYS, type ResourceEntry, writeAccessOf } from 'remote_shared/registry';
import { AUDIT_ACTIONS, type FieldRule, GENDERS, type Schema } from 'remote_shared/schemas';

// Plain JSON objects: the document is checked against the OpenAPI 3.1 schema by a test (openapi.test.ts).
type Json = Record<string, unknown>;
type SchemaObject = Json;
type Operations = Json;


/** `class-routine` -> `ClassRoutine`. */
export function schemaName(path: string): string {
  return path
    .split(/[^a-z0-9]+/i)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** One field's rule as JSON Schema (what the server accepts; Bengali digits are taken where numbers are). */
export function fieldSchema(rule: FieldRule): SchemaObject {
  const text = (extra: SchemaObject = {}): SchemaObject => ({
    type: 'string',
    ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
    ...(rule.minLength !== undefined ? { minLength: rule.minLength } : {}),
    ...extra,
  });
  switch (rule.kind) {
    case 'email':
      return text({ format: 'email' });
    case 'phone':
      return text({ description: 'An 11-digit mobile number (01XXXXXXXXX), Bengali or Latin digits; stored in Latin digits.' });
    case 'tel':
      return text({ description: 'A telephone number: digits and + - ( ) / , . and spaces.' });
    case 'date':
      return { type: 'string', format: 'date' };
    case 'time':
      return { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'hh:mm' };
    case 'integer':
      return { type: 'integer', ...(rule.min !== undefined ? { minimum: rule.min } : {}), ...(rule.max !== undefined ? { maximum: rule.max } : {}) };
    case 'digits':
      return text({ pattern: '^[0-9০-৯]+$', description: 'Digits only (Bengali or Latin), kept as text with Latin digits and leading zeros.' });
    case 'choice':
      return { type: 'string', enum: [...(rule.choices ?? [])] };
    case 'password':
      return text({ format: 'password', writeOnly: true });
    case 'username':
      return text({ description: 'Letters of one script, digits and @ . + - _; compared after Unicode NFKC and case folding, letters that look like Latin ones as those (UTS #39 confusables).' });
    case 'boolean':
      return { type: 'boolean', description: 'Also taken as "true"/"false", "1"/"0", "yes"/"no", "on"/"off" (a form).' };
    default:
      return rule.latinDigits ? text({ description: 'Bengali digits are stored as Latin digits; leading zeros are kept.' }) : text();
  }
}

function fileSchema(file: FileRule, forUpload: boolean): SchemaObject {
  const types = FILE_TYPES[file.type].mimeTypes;
  if (forUpload) {
    return {
      type: 'string',
      format: 'binary',
      ...(types.length === 1 ? { contentMediaType: types[0] } : {}),
      description: `${types.join(', ')}, checked by content; at most ${file.maxMegabytes} MB.`,
    };
  }
  return { type: ['string', 'null'], format: 'uri', description: `The stored file's URL (${types.join(', ')}).` };
}

/** A record's link-preview card (api/src/cards/), described for the resources that have one. */
const previewImage = (shows: string): SchemaObject => ({
  type: ['string', 'null'],
  format: 'uri',
  readOnly: true,
  description: `Its link-preview card, a 1200x630 PNG the server draws (${shows}), for og:image. The URL carries the card's version: it changes whenever what the card shows does, and an older version's URL redirects to the current one. Served with a long cache and an ETag.`,
});

/** Read-only answer fields a resource adds to its record, by path, where a client needs them described. */
const ANSWER_ONLY_FIELDS: Readonly<Record<string, Record<string, SchemaObject>>> = {
  notices: { preview_image: previewImage("the title, date and category, and the college's name and logo") },
  institutions: { preview_image: previewImage("the college's name, logo or the site's crest, and address") },
  students: {
    verify_url: {
      type: ['string', 'null'],
      format: 'uri',
      readOnly: true,
      description: "The public page the student's ID card opens: /verify/<digital_id_code>/<signature>, the signature an HMAC of the code by the server's secret (the page shows name, class and photo only).",
    },
  },
};

/** The record as the API answers it: the id, every field, file URLs; some resources add a few read-only fields. */
function answerSchema(schema: Schema, files: Readonly<Record<string, FileRule>>, answerOnly: Record<string, SchemaObject> = {}): SchemaObject {
  const properties: Record<string, SchemaObject> = { id: { type: 'integer', readOnly: true }, ...answerOnly };
  for (const [name, rule] of Object.entries(schema)) {
    if (rule.kind === 'password') continue;
    const field = fieldSchema(rule);
    properties[name] = rule.required ? field : { ...field, type: [field.type, 'null'] };
  }
  for (const [name, file] of Object.entries(files)) properties[name] = fileSchema(file, false);
  return { type: 'object', properties, required: ['id'], additionalProperties: true };
}

/** What a write sends: JSON, or multipart/form-data when files go with it. */
function inputSchema(schema: Schema, files: Readonly<Record<string, FileRule>>, partial: boolean): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  for (const [name, rule] of Object.entries(schema)) properties[name] = fieldSchema(rule);
  for (const [name, file] of Object.entries(files)) properties[name] = fileSchema(file, true);
  const required = partial
    ? []
    : [...Object.entries(schema).filter(([, rule]) => rule.required).map(([name]) => name), ...Object.entries(files).filter(([, file]) => file.required).map(([name]) => name)];
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: object) => ({ 'application/json': { schema } });
export const errorAnswer = (description: string) => ({ description, content: json(ref('Error')) });
export const fieldErrors = { description: 'Field errors: each field names its messages; `non_field_errors` for the whole record.', content: json(ref('FieldErrors')) };

/** Who may call: anyone (no security), or a signed-in Admin by bearer token or session cookie. */
export function security(access: Access): Json[] {
  return access === 'anyone' ? [{}, { bearer: [] }, { session: [] }] : [{ bearer: [] }, { session: [] }];
}

export function refusals(access: Access): Json {
  return access === 'anyone' ? {} : { '401': errorAnswer('Not signed in, or the token is not valid.'), '403': errorAnswer('Not an Admin, or a cookie write without its CSRF token.') };
}

const LIST_PARAMETERS: Json[] = [
  { name: 'page', in: 'query', schema: { oneOf: [{ type: 'integer', minimum: 1 }, { const: 'last' }] }, description: 'With `page` or `page_size` the answer is a page: `{count, next, previous, results}`.' },
  { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 } },
  { name: 'fields', in: 'query', schema: { type: 'string' }, description: 'Only these answer fields, comma-separated: `id,name`.' },
];

const FILTER_SCHEMAS: Partial<Record<FilterParameterKind, SchemaObject>> = {
  id: { type: 'integer' },
  boolean: { type: 'boolean' },
  after: { type: 'string', format: 'date' },
  before: { type: 'string', format: 'date' },
};
const FILTER_DESCRIPTIONS: Partial<Record<FilterParameterKind, (field: string) => string>> = {
  contains: (field) => `Only records whose ${field} contains this, case-insensitive.`,
  after: (field) => `Only records whose ${field} is this day or later.`,
  before: (field) => `Only records whose ${field} is this day or earlier.`,
};

function resourcePaths(def: ResourceEntry): Record<string, Operations> {
  const name = schemaName(def.path);
  const files = def.files ?? {};
  const operations = operationsOf(def);
  const { create, write } = writeAccessOf(def);
  const hasFiles = Object.keys(files).length > 0;
  // Like DRF, every write takes JSON or a form; files go only in multipart/form-data.
  const body = (partial: boolean): Json => {
    const schema = partial ? ref(`${name}Patch`) : ref(`${name}Input`);
    return { required: true, content: { ...json(schema), 'multipart/form-data': { schema } } };
  };
  const tags = [name];
  const collection: Operations = {};
  const item: Operations = {};
  const idParameter: Json = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
  const uploadRefusals = hasFiles ? { '413': errorAnswer('A file over its size limit.'), '415': errorAnswer('A file of a type the field does not take.') } : {};

  if (operations.has('list')) {
    const filters: Json[] = filterParameters(def).map(({ name: filter, field, kind }) => ({
      name: filter,
      in: 'query',
      schema: FILTER_SCHEMAS[kind] ?? { type: 'string' },
      description: FILTER_DESCRIPTIONS[kind]?.(field) ?? `Only records whose ${field} is this.`,
    }));
    if (def.search?.length) {
      filters.unshift({ name: 'search', in: 'query', schema: { type: 'string' }, description: `Text looked for in ${def.search.join(', ')}, case-insensitive, Bengali and Latin digits alike.` });
    }
    if (def.distinct?.length) {
      filters.push({ name: 'distinct', in: 'query', schema: { type: 'string', enum: [...def.distinct] }, description: 'Instead of records, the distinct values of this field (a filter\'s choices or a search\'s suggestions), sorted.' });
    }
    collection.get = {
      tags,
      operationId: `list${name}`,
      summary: `The ${def.path} list`,
      security: security(def.read),
      parameters: [...filters, ...LIST_PARAMETERS],
      responses: {
        '200': {
          description: 'All matching records, or one page of them (or, with `distinct`, the values).',
          content: json({ oneOf: [{ type: 'array', items: ref(name) }, ref(`${name}Page`), { type: 'array', items: { type: 'string' } }] }),
        },
        '400': fieldErrors,
        '404': errorAnswer('A page past the last.'),
        ...refusals(def.read),
      },
    };
  }
  if (operations.has('create')) {
    collection.post = {
      tags,
      operationId: `create${name}`,
      summary: `Add a record to ${def.path}`,
      security: security(create),
      requestBody: body(false),
      responses: { '201': { description: 'Created.', content: json(ref(name)) }, '400': fieldErrors, '409': errorAnswer('Clashes with an existing record.'), '429': errorAnswer('Throttled; see Retry-After.'), ...uploadRefusals, ...refusals(create) },
    };
  }
  const missing = { '404': errorAnswer('No such record.') };
  if (operations.has('retrieve')) {
    item.get = { tags, operationId: `get${name}`, security: security(def.read), responses: { '200': { description: 'The record.', content: json(ref(name)) }, ...missing, ...refusals(def.read) } };
  }
  if (operations.has('update')) {
    const answers = { '200': { description: 'Saved.', content: json(ref(name)) }, '400': fieldErrors, '409': errorAnswer('Clashes with an existing record.'), ...uploadRefusals, ...missing, ...refusals(write) };
    item.put = { tags, operationId: `replace${name}`, security: security(write), requestBody: body(false), responses: answers };
    item.patch = { tags, operationId: `update${name}`, summary: 'Change only the fields sent; a file field sent empty clears the file.', security: security(write), requestBody: body(true), responses: answers };
  }
  if (operations.has('delete')) {
    item.delete = { tags, operationId: `delete${name}`, security: security(write), responses: { '204': { description: 'Deleted, with its files.' }, '409': errorAnswer('Still used by other records.'), ...missing, ...refusals(write) } };
  }
  const paths: Record<string, Operations> = {};
  if (Object.keys(collection).length) paths[`/${def.path}/`] = collection;
  if (Object.keys(item).length) paths[`/${def.path}/{id}/`] = { parameters: [idParameter], ...item };
  return paths;
}

function resourceSchemas(def: ResourceEntry): Record<string, SchemaObject> {
  const name = schemaName(def.path);
  const files = def.files ?? {};
  return {
    [name]: answerSchema(def.schema, files, ANSWER_ONLY_FIELDS[def.path]),
    [`${name}Input`]: inputSchema(def.schema, files, false),
    [`${name}Patch`]: inputSchema(def.schema, files, true),
    [`${name}Page`]: pageSchema(name),
  };
}

/** DRF's page of the schema `name`: `{count, next, previous, results}`. */
function pageSchema(name: string): SchemaObject {
  return {
    type: 'object',
    required: ['count', 'next', 'previous', 'results'],
    properties: {
      count: { type: 'integer' },
      next: { type: ['string', 'null'], format: 'uri' },
      previous: { type: ['string', 'null'], format: 'uri' },
      results: { type: 'array', items: ref(name) },
    },
  };
}

const TOKENS = ref('Tokens');

/** `GET stats/`: the college's numbers (not a resource). */
function statsPaths(): Record<string, Operations> {
  return {
    '/stats/': {
      get: {
        tags: ['The college in numbers'],
        operationId: 'stats',
        summary: 'Students by class, section and gender; the numbers of teachers and staff. Counts only, never names.',
        security: security('anyone'),
        responses: {
          '200': {
            description: 'Students sorted by class name, section and gender. Cached: changes with every write to students, teachers, staff and classes.',
            content: json(ref('Stats')),
          },
          '304': { description: 'Not modified (If-None-Match).' },
        },
      },
    },
  };
}

/** The answer of `GET stats/`. */
function statsSchema(): SchemaObject {
  return {
    type: 'object',
    required: ['students', 'teachers', 'staff'],
    properties: {
      students: {
        type: 'array',
        items: {
          type: 'object',
          required: ['class_name', 'class', 'section', 'gender', 'count'],
          properties: {
            class_name: { type: 'integer', description: 'The id of the class.' },
            class: { type: 'string', description: "The class's name." },
            section: { type: 'string', description: 'The section, or empty for students without one.' },
            gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
            count: { type: 'integer', minimum: 1 },
          },
        },
      },
      teachers: { type: 'integer', minimum: 0 },
      staff: { type: 'integer', minimum: 0 },
    },
  };
}

/** `GET students/id-cards/`: the students' ID cards, a PDF (not a resource). */
function idCardPaths(): Record<string, Operations> {
  return {
    '/students/id-cards/': {
      get: {
        tags: ['Students'],
        operationId: 'studentIdCards',
        summary: "The ID cards of a class (and section) or of chosen students: an A4 PDF, eight cards a page, each with a QR code of the student's verify_url.",
        security: security('admin'),
        parameters: [
          { name: 'class_name', in: 'query', schema: { type: 'integer', minimum: 1 }, description: 'The class (its id): every student of it, or of one section with `section`.' },
          { name: 'section', in: 'query', schema: { type: 'string' }, description: 'With `class_name`: only this section (as the students\' section is written).' },
          { name: 'ids', in: 'query', schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' }, description: 'Instead of a class: these students, by id, comma-separated (at most 1000).' },
        ],
        responses: {
          '200': { description: 'The cards, shown inline (Content-Disposition names the class and section).', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
          '400': fieldErrors,
          '404': errorAnswer('No students match.'),
          ...refusals('admin'),
        },
      },
    },
  };
}

/** `GET audit/`: the audit trail (not a resource). */
function auditPaths(): Record<string, Operations> {
  return {
    '/audit/': {
      get: {
        tags: ['Audit trail'],
        operationId: 'auditTrail',
        summary: 'Every create, update and delete: who, when, which record, which fields changed (never a password or a file\'s contents). Newest first, always a page; kept for AUDIT_RETENTION (a year).',
        security: security('admin'),
        parameters: [
          { name: 'resource', in: 'query', schema: { type: 'string', enum: [...RESOURCE_KEYS] }, description: 'Only entries of this resource (its registry key).' },
          { name: 'user', in: 'query', schema: { type: 'string' }, description: "Only entries by this user: an id, or a username (found as sign-in finds it)." },
          { name: 'action', in: 'query', schema: { type: 'string', enum: [...AUDIT_ACTIONS] } },
          ...LIST_PARAMETERS.filter((parameter) => parameter.name !== 'fields'),
        ],
        responses: { '200': { description: 'One page of entries.', content: json(ref('AuditPage')) }, '400': fieldErrors, '404': errorAnswer('A page past the last.'), ...refusals('admin') },
      },
    },
  };
}

/** `GET backups/`: the last backup (not a resource). */
function backupPaths(): Record<string, Operations> {
  return {
    '/backups/': {
      get: {
        tags: ['Backups'],
        operationId: 'backupStatus',
        summary: 'The last backup that succeeded (npm run backup, or the schedule of BACKUP_DIR and BACKUP_EVERY): when it finished and its size; null when there has been none. And whether one runs now.',
        security: security('admin'),
        responses: { '200': { description: 'Never cached.', content: json(ref('BackupStatus')) }, ...refusals('admin') },
      },
    },
  };
}

/** The answer of `GET backups/`. */
function backupStatusSchema(): SchemaObject {
  return {
    type: 'object',
    required: ['last', 'running'],
    properties: {
      last: {
        oneOf: [
          { type: 'null' },
          {
            type: 'object',
            required: ['started_at', 'finished_at', 'size_bytes', 'file_count', 'kind'],
            properties: {
              started_at: { type: 'string', format: 'date-time' },
              finished_at: { type: 'string', format: 'date-time' },
              size_bytes: { type: 'integer', minimum: 0, description: 'The database, the secret key and every stored file, together.' },
              file_count: { type: 'integer', minimum: 0 },
              kind: { type: 'string', enum: ['manual', 'scheduled'] },
            },
          },
        ],
      },
      running: { type: 'boolean', description: 'A backup is under way now.' },
    },
  };
}

/** An entry of the audit trail, and a page of them. */
function auditSchemas(): Record<string, SchemaObject> {
  const change: SchemaObject = {
    type: 'object',
    description: '`before` on update and delete, `after` on create and update; a secret only `{"redacted": true}`. A file field holds its stored path.',
    properties: { before: {}, after: {}, redacted: { const: true } },
    additionalProperties: false,
  };
  return {
    AuditEntry: {
      type: 'object',
      required: ['id', 'created_at', 'user_id', 'username', 'action', 'resource', 'record_id', 'changes'],
      properties: {
        id: { type: 'integer' },
        created_at: { type: 'string', format: 'date-time' },
        user_id: { type: ['integer', 'null'], description: 'Null for a visitor (the contact form).' },
        username: { type: ['string', 'null'], description: 'The username at the time of the write.' },
        action: { type: 'string', enum: [...AUDIT_ACTIONS] },
        resource: { type: 'string', enum: [...RESOURCE_KEYS] },
        record_id: { type: ['integer', 'null'] },
        changes: { type: 'object', additionalProperties: change, description: 'The changed fields by name.' },
      },
    },
    AuditPage: pageSchema('AuditEntry'),
  };
}

/** The sign-in endpoints of API.md (not resources). */
function authPaths(registerSchema: Schema, profilePicture: FileRule): Record<string, Operations> {
  const tags = ['Sign-in'];
  return {
    '/token/': {
      post: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in: tokens, and the session and CSRF cookies for a browser',
        requestBody: { required: true, content: json({ type: 'object', required: ['username', 'password'], properties: { username: { type: 'string' }, password: { type: 'string', format: 'password' } } }) },
        responses: { '200': { description: 'Signed in.', content: json(TOKENS) }, '400': fieldErrors, '401': errorAnswer('No active account found with the given credentials.'), '429': errorAnswer('Too many failed logins from this address; see Retry-After.') },
      },
    },
    '/token/refresh/': {
      post: {
        tags,
        operationId: 'refreshToken',
        summary: 'A new access token. With {refresh}: also a new refresh token (the one given is spent; presenting a spent one ends the session). Without a body: by the session cookie and X-CSRFToken, {access} only.',
        requestBody: { content: json({ type: 'object', properties: { refresh: { type: 'string' } } }) },
        responses: { '200': { description: 'New tokens.', content: json({ type: 'object', required: ['access'], properties: { access: { type: 'string' }, refresh: { type: 'string' } } }) }, '400': fieldErrors, '401': errorAnswer('Token is invalid or expired.'), '403': errorAnswer('A cookie refresh without its CSRF token.') },
      },
    },
    '/logout/': {
      post: {
        tags,
        operationId: 'signOut',
        summary: "End the caller's session (and the one a given refresh token names)",
        security: [{}, { bearer: [] }, { session: [] }],
        requestBody: { content: json({ type: 'object', properties: { refresh: { type: 'string' } } }) },
        responses: { '204': { description: 'Signed out.' }, '401': errorAnswer('Token is invalid or expired.') },
      },
    },
    '/user/': {
      get: {
        tags,
        operationId: 'currentUser',
        security: [{ bearer: [] }, { session: [] }],
        responses: { '200': { description: 'The signed-in user.', content: json(ref('User')) }, '401': errorAnswer('Not signed in.') },
      },
    },
    '/register/': {
      post: {
        tags,
        operationId: 'register',
        summary: 'Create a General account',
        requestBody: { required: true, content: { ...json(inputSchema(registerSchema, {}, false)), 'multipart/form-data': { schema: inputSchema(registerSchema, { profile_picture: profilePicture }, false) } } },
        responses: { '201': { description: 'Registered.', content: json(ref('User')) }, '400': fieldErrors, '413': errorAnswer('The picture is too large.'), '415': errorAnswer('The picture is not an image.'), '429': errorAnswer('Too many registrations from this address; see Retry-After.') },
      },
    },
  };
}

export interface ApiDescriptionInput {
  resources: readonly ResourceEntry[];
  registerSchema: Schema;
  profilePicture: FileRule;
  version: string;
}

export function describeApi({ resources, registerSchema, profilePicture, version }: ApiDescriptionInput): Json {
  const paths: Record<string, Operations> = { ...authPaths(registerSchema, profilePicture), ...statsPaths(), ...idCardPaths(), ...auditPaths(), ...backupPaths() };
  const schemas: Record<string, SchemaObject> = {
    Error: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' }, code: { type: 'string' } } },
    FieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    Stats: statsSchema(),
    BackupStatus: backupStatusSchema(),
    ...auditSchemas(),
    Tokens: { type: 'object', required: ['access', 'refresh'], properties: { access: { type: 'string' }, refresh: { type: 'string' } } },
    User: {
      type: 'object',
      required: ['id', 'username', 'role'],
      properties: {
        id: { type: 'integer' },
        username: { type: 'string' },
        full_name: { type: 'string' },
        email: { type: ['string', 'null'] },
        phone: { type: ['string', 'null'] },
        role: { type: 'string', enum: ['Admin', 'General'] },
        profile_picture: { type: ['string', 'null'], format: 'uri' },
      },
    },
  };
  for (const def of resources) {
    Object.assign(paths, resourcePaths(def));
    Object.assign(schemas, resourceSchemas(def));
  }
  paths['/schema/'] = { get: { tags: ['About the API'], operationId: 'openApiSchema', summary: 'This description', responses: { '200': { description: 'OpenAPI 3.1, JSON.', content: json({ type: 'object' }) } } } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'College API',
      version,
      description:
        'The API of the college website and dashboard. Errors are shaped as Django REST Framework answers them. ' +
        'A browser signs in with a session cookie; a cookie-authenticated write must come from the site and carry the ' +
        'csrftoken cookie in X-CSRFToken. Other clients send `Authorization: Bearer <access>`.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'signed token' },
        session: { type: 'apiKey', in: 'cookie', name: 'sessionid', description: 'Writes also need X-CSRFToken with the csrftoken cookie.' },
      },
    },
  };
}
