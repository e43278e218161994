// The release in force: the release file (REMOTES_FILE) read at start and again whenever it changes, each release
// fetched and checked whole (fetch.ts) before it replaces the last good one, which is remembered on disk so that a
// restart with a bad file still serves it. A file that does not parse, or a release that does not check out, is
// logged and changes nothing.
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { cacheRelease, type CachedBuild, type Fetcher } from './fetch';
import { parseReleaseFile, type ReleaseEntry, type ReleaseFile, type RemoteName } from './rules';

export { ReleaseRefused, REMOTE_NAMES, integrityOf, parseReleaseFile, type ReleaseEntry, type ReleaseFile, type RemoteName } from './rules';
export type { CachedBuild } from './fetch';

/** How often the release file is looked at. */
const WATCH_MS = 1000;

export interface Release {
  /** The release file's text it came from. */
  source: string;
  builds: Partial<Record<RemoteName, CachedBuild>>;
}

export interface ReleasesOptions {
  /** The release file, or null: every remote runs its local build. */
  file: string | null;
  /** Where builds are cached and the last good release is remembered. */
  dir: string;
  log: FastifyBaseLogger;
  /** Told each new release, after it checked out. */
  onRelease?: (release: Release) => void;
  fetcher?: Fetcher;
}

/** The last good release's file, written atomically (a temporary file renamed over it). */
const lastGoodFile = (dir: string) => path.join(dir, 'last-good.json');

async function loadRelease(source: string, dir: string, fetcher?: Fetcher): Promise<Release> {
  const parsed: ReleaseFile = parseReleaseFile(source);
  return { source, builds: await cacheRelease(parsed, path.join(dir, 'cache'), fetcher) };
}

/** What the release file is now, as far as a look at it tells (its inode, size and time), or null when it is missing. */
function lookAt(file: string): string | null {
  try {
    const { ino, size, mtimeMs } = statSync(file);
    return `${ino} ${size} ${mtimeMs}`;
  } catch {
    return null;
  }
}

export async function startReleases({ file, dir, log, onRelease, fetcher }: ReleasesOptions) {
  await mkdir(dir, { recursive: true });
  let current: Release | null = null;
  // Looked at before it is first read, so a change made after that read (even at once) is seen by the next look.
  let seen = file ? lookAt(file) : null;

  async function remember(release: Release): Promise<void> {
    const temporary = `${lastGoodFile(dir)}.${process.pid}.tmp`;
    await writeFile(temporary, release.source);
    await rename(temporary, lastGoodFile(dir));
  }

  /** Reads the release file; takes the release it names when it checks out. */
  async function reload(): Promise<boolean> {
    let source: string;
    try {
      source = await readFile(file!, 'utf8');
    } catch (error) {
      log.error({ err: error, file }, 'the release file could not be read; the last good release stays');
      return false;
    }
    if (current && source === current.source) return true;
    try {
      const release = await loadRelease(source, dir, fetcher);
      current = release;
      await remember(release);
      log.info({ file, versions: versionsOf(release) }, 'release taken');
      onRelease?.(release);
      return true;
    } catch (error) {
      log.error({ err: error, file }, 'the release was refused; the last good release stays');
      return false;
    }
  }

  if (file) {
    if (!(await reload())) {
      // A restart with a bad file: the release that last checked out, if any.
      const remembered = await readFile(lastGoodFile(dir), 'utf8').catch(() => null);
      if (remembered !== null) {
        try {
          current = await loadRelease(remembered, dir, fetcher);
          log.warn({ versions: versionsOf(current) }, 'serving the last good release');
        } catch (error) {
          log.error({ err: error }, 'the last good release no longer checks out');
        }
      }
    }
  }

  // Changes come one at a time; a change made while one is read is read after it (the newest text wins).
  let reading: Promise<unknown> = Promise.resolve();
  let again = false;
  const changed = () => {
    if (again) return;
    again = true;
    reading = reading.then(() => {
      again = false;
      return reload();
    });
  };
  const looking = file
    ? setInterval(() => {
        const now = lookAt(file);
        if (now === seen) return;
        seen = now;
        changed();
      }, WATCH_MS).unref()
    : null;

  return {
    /** The release in force, or null when none checked out (each remote runs its local build). */
    current: () => current,
    /** Reads the release file now (as a change would), answering whether its release is in force. */
    reload: async () => {
      await reading;
      return reload();
    },
    close: () => {
      if (looking) clearInterval(looking);
    },
  };
}

export type Releases = Awaited<ReturnType<typeof startReleases>>;

/** Each remote's version label, for the log and the metrics. */
export function versionsOf(release: Release): Record<string, string> {
  return Object.fromEntries(Object.entries(release.builds).map(([name, build]) => [name, build.entry.version]));
}

/** Each remote's browser entry as it runs now: the release's where it names the remote, else the configured one. */
export function remoteUrlsOf(config: Pick<Config, 'remoteUrls'>, release: Release | null): Record<RemoteName, string> {
  const urls = { ...config.remoteUrls };
  for (const [name, build] of Object.entries(release?.builds ?? {})) urls[name as RemoteName] = build.entry.entry;
  return urls;
}

/**
 * A remote as `/release.json` and a drawn page name it for the browser: its entry, and where the release pins it,
 * the entry's integrity, its files.json with that file's integrity (the host checks chunks on another origin
 * against it) and its label.
 */
export type BrowserEntry = { entry: string } & Partial<Pick<ReleaseEntry, 'integrity' | 'files' | 'files_integrity' | 'version'>>;

/** What a host needs to load each remote of the release in force: its entry, and its pins and label where pinned. */
export function releaseEntriesOf(config: Pick<Config, 'remoteUrls'>, release: Release | null): Record<RemoteName, BrowserEntry> {
  const urls = remoteUrlsOf(config, release);
  return Object.fromEntries(
    Object.entries(urls).map(([name, entry]) => {
      const build = release?.builds[name as RemoteName];
      const pinned = build && { integrity: build.entry.integrity, files: build.entry.files, files_integrity: build.entry.files_integrity, version: build.entry.version };
      return [name, pinned ? { entry, ...pinned } : { entry }];
    }),
  ) as Record<RemoteName, BrowserEntry>;
}

/** At start with no release in force: every remote the release file would name must have a local build. */
export function checkLocalBuilds(config: Pick<Config, 'staticRoots' | 'remotesFile'>, releases: Releases): void {
  if (!config.remotesFile || releases.current()) return;
  const roots: Record<RemoteName, string> = { remote_shared: config.staticRoots.shared, remote_public: config.staticRoots.public, remote_dashboard: config.staticRoots.dashboard };
  const missing = Object.entries(roots).filter(([, root]) => !existsSync(path.join(root, 'remoteEntry.js')));
  if (missing.length) {
    throw new Error(`no release in ${config.remotesFile} checks out (see the log above), and there is no local build of ${missing.map(([name]) => name).join(', ')} to run instead`);
  }
}
