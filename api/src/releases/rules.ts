// The release file (REMOTES_FILE): which build of each remote runs, pinned by its integrity. These are its rules,
// without any I/O: what an entry must say, and how a build's files.json is checked against its pins. A release
// that breaks one is refused whole; the previous one stays (releases/index.ts).
import { integrity } from '../../../scripts/integrity.cjs';

export const REMOTE_NAMES = ['remote_shared', 'remote_public', 'remote_dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One remote's entry in the release file, as `npm run release` prints it. */
export interface ReleaseEntry {
  /** The browser's remote entry, at the build's base URL. */
  entry: string;
  integrity: string;
  /** The build's files.json: every file's integrity and the chunk map. */
  files: string;
  files_integrity: string;
  /** The renderer's server build, where the remote has one. */
  server?: { entry: string; integrity: string };
  version: string;
}

export type ReleaseFile = Partial<Record<RemoteName, ReleaseEntry>>;

/** A build's files.json: each file of the build by its path under the base, with its SRI integrity; its chunk map. */
export interface FilesManifest {
  files: Record<string, string>;
  chunkMap: unknown;
}

export class ReleaseRefused extends Error {}

const refuse = (message: string): never => {
  throw new ReleaseRefused(message);
};

/** `sha384-` and the base64 of 48 bytes, as SRI writes it. */
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/** A file's hash as its pin: the build's own function, which wrote files.json. */
export const integrityOf: (bytes: Uint8Array) => string = integrity;

/** The build's base URL: the folder its entry is in. */
export const baseOf = (entryUrl: string) => entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);

function httpUrl(value: unknown, what: string): string {
  if (typeof value !== 'string') return refuse(`${what} is not a URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse(`${what} is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse(`${what} is not an http(s) URL: ${value}`);
  if (url.search || url.hash || url.username || url.password) refuse(`${what} carries a query, a fragment or credentials: ${value}`);
  return url.href;
}

function pin(value: unknown, what: string): string {
  if (typeof value !== 'string' || !INTEGRITY.test(value)) return refuse(`${what} is not a sha384 integrity (sha384-…)`);
  return value;
}

/** The path of `url` under `base`, or a refusal: every file of a build is under its base. */
function under(base: string, url: string, what: string): string {
  if (!url.startsWith(base) || url.length === base.length) refuse(`${what} (${url}) is not under the build's base ${base}`);
  return url.slice(base.length);
}

/** The release file's text, checked: each remote it names with pinned, absolute URLs under one base. */
export function parseReleaseFile(text: string): ReleaseFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return refuse(`the release file is not JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return refuse('the release file is not a JSON object of remotes');
  const release: ReleaseFile = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) refuse(`the release file names an unknown remote: ${name} (known: ${REMOTE_NAMES.join(', ')})`);
    if (!value || typeof value !== 'object' || Array.isArray(value)) refuse(`${name} is not an object`);
    const given = value as Record<string, unknown>;
    const entry = httpUrl(given.entry, `${name}.entry`);
    const base = baseOf(entry);
    const files = httpUrl(given.files, `${name}.files`);
    under(base, files, `${name}.files`);
    let server: ReleaseEntry['server'];
    if (given.server !== undefined) {
      const s = given.server as Record<string, unknown> | null;
      if (!s || typeof s !== 'object') refuse(`${name}.server is not an object`);
      server = { entry: httpUrl(s!.entry, `${name}.server.entry`), integrity: pin(s!.integrity, `${name}.server.integrity`) };
      under(base, server.entry, `${name}.server.entry`);
    }
    if (typeof given.version !== 'string' || !given.version.trim() || given.version.length > 100) refuse(`${name}.version is not a label`);
    release[name as RemoteName] = {
      entry,
      integrity: pin(given.integrity, `${name}.integrity`),
      files,
      files_integrity: pin(given.files_integrity, `${name}.files_integrity`),
      ...(server ? { server } : {}),
      version: given.version as string,
    };
  }
  return release;
}

/** A build's files.json, checked against its pin and against the entry's own pins. */
export function checkFilesManifest(name: RemoteName, entry: ReleaseEntry, bytes: Uint8Array): FilesManifest {
  if (integrityOf(bytes) !== entry.files_integrity) refuse(`${name}: files.json does not match its pin`);
  let manifest: FilesManifest;
  try {
    manifest = JSON.parse(Buffer.from(bytes).toString('utf8')) as FilesManifest;
  } catch {
    return refuse(`${name}: files.json is not JSON`);
  }
  if (!manifest || typeof manifest.files !== 'object' || manifest.files === null) refuse(`${name}: files.json lists no files`);
  for (const [file, integrity] of Object.entries(manifest.files)) {
    // Paths stay inside the build's folder, here and in the cache.
    if (!file || file.startsWith('/') || file.split('/').some((part) => part === '' || part === '.' || part === '..') || file.includes('\\')) refuse(`${name}: files.json lists a path outside its build: ${file}`);
    pin(integrity, `${name}: ${file}'s integrity`);
  }
  const base = baseOf(entry.entry);
  const listed = (url: string, integrity: string, what: string) => {
    const file = under(base, url, what);
    if (manifest.files[file] !== integrity) refuse(`${name}: ${what} (${file}) is not the file files.json lists`);
  };
  listed(entry.entry, entry.integrity, 'the entry');
  if (entry.server) listed(entry.server.entry, entry.server.integrity, 'the server entry');
  return manifest;
}
