// A release's builds fetched whole into a local content-addressed cache before anything of them is used: each
// build's files.json checked against its pin, every file it lists downloaded and checked against its integrity,
// into a folder named by the files.json's own hash, renamed into place only when complete. A download that fails
// halfway leaves nothing behind; a build already in the cache is not fetched again from a base it was checked at
// (from a new base, its files are fetched and checked once more, and the cached copy kept).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baseOf, checkFilesManifest, integrityOf, ReleaseRefused, REMOTE_NAMES, type FilesManifest, type ReleaseEntry, type ReleaseFile, type RemoteName } from './rules';

/** Downloads at once, per build. */
const AT_ONCE = 4;
/** One file's download may take this long. */
const FILE_TIMEOUT_MS = 30_000;
/** No file of a build is larger (a bundle of a few MB, its source map). */
const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Marks a cached build as complete (written last, before the folder is renamed into place). */
const COMPLETE = '.complete';
/** Where a cached build notes each base URL its files were all fetched from and checked at. */
const CHECKED_BASES = '.checked-bases';

/** One remote's build, checked and cached. */
export interface CachedBuild {
  name: RemoteName;
  entry: ReleaseEntry;
  /** Its base URL, where the browser loads it from. */
  base: string;
  /** The folder it is cached in: each file by its path under the base. */
  dir: string;
  manifest: FilesManifest;
}

export type Fetcher = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

async function download(fetcher: Fetcher, url: string): Promise<Uint8Array> {
  let answer: Response;
  try {
    answer = await fetcher(url, { signal: AbortSignal.timeout(FILE_TIMEOUT_MS) });
  } catch (error) {
    throw new ReleaseRefused(`${url} could not be fetched: ${(error as Error).message}`);
  }
  if (!answer.ok) throw new ReleaseRefused(`${url} answered ${answer.status}`);
  const length = Number(answer.headers.get('content-length') ?? 0);
  if (length > MAX_FILE_BYTES) throw new ReleaseRefused(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw new ReleaseRefused(`${url} is larger than ${MAX_FILE_BYTES} bytes`);
  return bytes;
}

/** The marker of a base URL every file of a cached build was fetched from and checked at. */
const checkedAt = (dir: string, base: string) => path.join(dir, CHECKED_BASES, createHash('sha256').update(base).digest('hex'));

/**
 * Downloads every file `manifest` lists from `base`, each checked against its integrity, a few at once; hands each
 * to `keep` (when given). Every download settles before this answers, so none writes anything afterwards.
 */
async function fetchChecked(fetcher: Fetcher, name: RemoteName, base: string, manifest: FilesManifest, keep?: (file: string, bytes: Uint8Array) => Promise<void>): Promise<void> {
  const files = Object.entries(manifest.files);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < files.length && !failed) {
      const [file, integrity] = files[next++];
      const bytes = await download(fetcher, base + file);
      if (integrityOf(bytes) !== integrity) throw new ReleaseRefused(`${name}: ${file} does not match its integrity in files.json`);
      await keep?.(file, bytes);
    }
  };
  const settled = await Promise.allSettled(
    Array.from({ length: Math.min(AT_ONCE, files.length) }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const refused = settled.find((result) => result.status === 'rejected');
  if (refused) throw refused.reason;
}

/** Fetches one build whole into `cacheDir/<name>/<hash of its files.json>/`, or refuses it saying why. */
export async function cacheBuild(name: RemoteName, entry: ReleaseEntry, cacheDir: string, fetcher: Fetcher = fetch): Promise<CachedBuild> {
  const listing = await download(fetcher, entry.files);
  const manifest = checkFilesManifest(name, entry, listing);
  const base = baseOf(entry.entry);
  const dir = path.join(cacheDir, name, createHash('sha256').update(listing).digest('hex'));
  if (existsSync(path.join(dir, COMPLETE))) {
    // The same build, already cached: the server runs its cached copy. But browsers load it from this base, which
    // may be another upload of it (a new base for a rollback, another CDN): every file there is checked once too, so
    // a release is never taken whose files, as browsers will get them, are not the ones files.json pins.
    if (!existsSync(checkedAt(dir, base))) {
      await fetchChecked(fetcher, name, base, manifest);
      await mkdir(path.join(dir, CHECKED_BASES), { recursive: true });
      await writeFile(checkedAt(dir, base), base);
    }
    return { name, entry, base, dir, manifest };
  }

  const partial = `${dir}.partial-${randomBytes(6).toString('hex')}`;
  try {
    await fetchChecked(fetcher, name, base, manifest, async (file, bytes) => {
      const target = path.join(partial, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    });
    await writeFile(path.join(partial, 'files.json'), listing);
    await mkdir(path.join(partial, CHECKED_BASES), { recursive: true });
    await writeFile(checkedAt(partial, base), base);
    await writeFile(path.join(partial, COMPLETE), '');
    await rename(partial, dir).catch(async (error: NodeJS.ErrnoException) => {
      // Another process cached the same build meanwhile: theirs is as good.
      if (!existsSync(path.join(dir, COMPLETE))) throw error;
      await rm(partial, { recursive: true, force: true });
      await mkdir(path.join(dir, CHECKED_BASES), { recursive: true });
      await writeFile(checkedAt(dir, base), base);
    });
    return { name, entry, base, dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Every build a release names, fetched and checked; refused whole when one fails. */
export async function cacheRelease(release: ReleaseFile, cacheDir: string, fetcher: Fetcher = fetch): Promise<Partial<Record<RemoteName, CachedBuild>>> {
  const builds: Partial<Record<RemoteName, CachedBuild>> = {};
  for (const name of REMOTE_NAMES) {
    const entry = release[name];
    if (entry) builds[name] = await cacheBuild(name, entry, cacheDir, fetcher);
  }
  return builds;
}
