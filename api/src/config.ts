// Server configuration from the environment (API.md, "Configuration"). Relative paths are resolved against the
// repository root, not the working directory, so `npm start` at the root and `npm start -w api` share one
// data folder.
import { compile as compileTrust } from '@fastify/proxy-addr';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LARGEST_UPLOAD_BYTES } from 'remote_shared/registry';
import type { S3Settings } from './storage/s3';

/** The repository root: this file lives in api/src/ (source) or api/dist/ (bundle), both two levels down. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** Production cost: 2^15 takes about 0.1 s and 32 MiB per hash. */
export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

export interface StaticRoots {
  host: string;
  shared: string;
  public: string;
  dashboard: string;
}

export interface RemoteUrls {
  remote_shared: string;
  remote_public: string;
  remote_dashboard: string;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  /** Where stored files are kept on disk (MEDIA_ROOT), unless `s3` names a bucket. */
  mediaRoot: string;
  /** MEDIA_STORAGE=s3: the S3-compatible bucket stored files are kept in instead of MEDIA_ROOT (storage/). */
  s3?: S3Settings | null;
  /**
   * MEDIA_REDIRECT=1 (with a bucket): `/media/<path>` answers with a redirect to a short-lived presigned URL of the
   * bucket instead of streaming the file through the server.
   */
  mediaRedirect?: boolean;
  secretKey: string;
  adminUsername: string | null;
  adminPassword: string | null;
  /** Origin (and optional path) that makes file URLs absolute, without a trailing slash. */
  publicUrl: string | null;
  /**
   * Host names the site answers to when it makes absolute URLs without PUBLIC_URL (ALLOWED_HOSTS, as Django's:
   * `college.example.edu`, `.example.edu` for a domain and its subdomains, `*` for any). Lower case; IPv6 in
   * brackets.
   */
  allowedHosts: string[];
  accessTokenLifetimeSeconds: number;
  sessionLifetimeSeconds: number;
  staticRoots: StaticRoots;
  remoteUrls: RemoteUrls;
  /**
   * Which reverse proxies' X-Forwarded-For/-Proto/-Host are believed: none (false), all (true), the nearest
   * N hops (a number), or the proxies at these addresses, subnets or proxy-addr names (a list); app.ts turns
   * it into what Fastify takes (trustProxyFunction).
   */
  trustProxy: TrustProxy;
  /** HSTS_SECONDS: the Strict-Transport-Security max-age sent on https answers; 0 sends none. */
  hstsSeconds: number;
  logLevel: string | false;
  scrypt: ScryptParams;
  /** Largest single uploaded file accepted by the multipart reader; each field has its own smaller limit. */
  uploadMaxBytes: number;
  /**
   * Failed logins per username from one address (LOGIN_FAILURE_RATE, `5/15m`). Keyed by the pair, so someone
   * guessing the Admin's password slows only themself, never the Admin signing in from elsewhere.
   */
  loginPairRate: Rate;
  /** Failed logins from one address, whatever the usernames (LOGIN_ADDRESS_FAILURE_RATE, `50/15m`). */
  loginAddressRate: Rate;
  /**
   * Password spraying from many addresses: past `limit` failed logins site-wide within the window
   * (LOGIN_SPRAY_RATE, `100/5m`) every login waits `delayMs` (LOGIN_SPRAY_DELAY, `1s`) before its password is
   * checked. Only ever a delay, never a refusal, so nobody can lock the site out.
   */
  loginSpray: Rate & { delayMs: number };
  /** Accounts created per address (REGISTER_RATE, `20/1h`); refused registrations do not count. */
  registerRate: Rate;
  /** Bytes of profile pictures new accounts may store, site-wide (REGISTER_PICTURE_RATE, `200MB/1h`). */
  registerPictureRate: ByteRate;
  /** Contact messages accepted per address within `windowSeconds` (CONTACT_RATE, `10/1h`). */
  contactRate: Rate;
  /**
   * Views of the ID cards' public verify page per address (VERIFY_RATE, `60/5m`): a gate checking a queue of cards
   * stays well within it; someone trying codes does not get far (each also needs its signature).
   */
  verifyRate: Rate;
  /** The college's time zone (TIME_ZONE): "today" for a notice without a date. */
  timeZone: string;
  /**
   * The entry of the public site's server build (remote-public/dist/server/remoteEntry.js, PUBLIC_RENDERER), or
   * null: public pages are then sent as the bare host page. Off with SERVER_RENDER=0, and when the public remote
   * is served from elsewhere (REMOTE_PUBLIC_URL), whose build the local renderer may not match.
   */
  publicRenderer: string | null;
  /** SERVER_RENDER: public pages drawn on the server (with the local build, or the release's). */
  serverRender: boolean;
  /**
   * RENDER_IN_PROCESS: the local build (publicRenderer) draws in the API's own process, not a renderer process of its
   * own: the load benchmark's comparison (render/inProcess.ts). A release's build never does.
   */
  renderInProcess: boolean;
  /** QUERY_STATS: a folder where each process sums the time of each database statement (db/queryStats.ts); null: off. */
  queryStats: string | null;
  /**
   * REMOTES_FILE: the release file naming which build of each remote runs, pinned (releases/), read again when it
   * changes; null: each remote runs the build in its local folder (or at its REMOTE_*_URL).
   */
  remotesFile: string | null;
  /** ALLOW_UNPINNED_REMOTES: a REMOTE_*_URL on another origin, without pins (development only). */
  allowUnpinnedRemotes: boolean;
  /**
   * REMOTE_PREVIEW_ORIGINS: the origins a signed-in Admin may preview a remote's build from, in their browser alone
   * (site/preview.ts); empty: no previews.
   */
  previewOrigins: string[];
  /** Where the browser build of the public remote is served, which the drawn pages' image URLs start with. */
  publicAssetBase: string;
  /** SEED_DEMO: fill an empty database with the demo college on start (demo/seed.ts). */
  seedDemo: boolean;
  /**
   * Server processes (WEB_CONCURRENCY): the first starts the others (node:cluster), which share the port; 1 serves
   * from that one process.
   */
  processes: number;
  /**
   * ORPHAN_FILE_GRACE: a stored file that no record names is removed once it is this old (api/src/sweep.ts);
   * a younger one may be another process's upload whose write has not committed yet. Unset: an hour.
   */
  orphanFileGraceSeconds?: number;
  /** AUDIT_RETENTION: audit entries older than this are pruned at start and daily (audit/prune.ts). Unset: 365 days. */
  auditRetentionSeconds?: number;
  /**
   * The JavaScript heap of each worker thread that parses uploaded spreadsheets and ZIPs, in MB (workers/): a
   * parse that needs more fails alone, as a refused file. Never from the environment; tests lower it. Unset: 256.
   */
  workerHeapMb?: number;
  /** METRICS_PORT: `/metrics` without a token on this port of 127.0.0.1 (metrics.ts); null: no such port. */
  metricsPort: number | null;
  /** METRICS_TOKEN: `/metrics` on the main port with `Authorization: Bearer <token>`; null: a 404 there. */
  metricsToken: string | null;
  /**
   * SHUTDOWN_GRACE: how long a stopping process (SIGTERM, or replaced in a rolling restart) lets the requests it
   * serves finish and its open connections end before it closes them (health.ts, drain). Unset: 10 s.
   */
  shutdownGraceMs: number;
  /**
   * How long a public page the server drew waits, once complete, for the visitor and the phone to be quiet before
   * its app starts by itself (APP_START_QUIET; host/src/startWhenNeeded.ts). Drawn into the page as
   * `data-start-quiet`.
   */
  appStartQuietMs: number;
  /**
   * Scheduled backups (backup/schedule.ts): BACKUP_DIR, every BACKUP_EVERY, the newest BACKUP_KEEP kept; null
   * (BACKUP_DIR unset): none.
   */
  backups?: BackupSchedule | null;
  /** The clock: tests move it forward to expire tokens and throttle windows. */
  now: () => number;
}

type Env = Record<string, string | undefined>;

export interface BackupSchedule {
  /** The folder the backups go into, each in a folder of its own, their files stored once in `blobs/`. */
  dir: string;
  everySeconds: number;
  /** How many backups are kept; older ones are removed after each new one. */
  keep: number;
}

/** BACKUP_DIR, BACKUP_EVERY (`24h`; a bare number is hours; at least 1m) and BACKUP_KEEP (`14`, at least 1). */
export function parseBackupSchedule(env: Env): BackupSchedule | null {
  const dir = env.BACKUP_DIR?.trim();
  if (!dir) {
    if (env.BACKUP_EVERY?.trim() || env.BACKUP_KEEP?.trim()) throw new Error('BACKUP_EVERY and BACKUP_KEEP need BACKUP_DIR, the folder scheduled backups go into');
    return null;
  }
  const everySeconds = parseDuration(env.BACKUP_EVERY?.trim() || '24h', 'h', 'BACKUP_EVERY');
  if (everySeconds < 60) throw new Error('BACKUP_EVERY must be at least 1m');
  const keepText = env.BACKUP_KEEP?.trim() || '14';
  if (!/^\d+$/.test(keepText) || Number(keepText) < 1) throw new Error(`BACKUP_KEEP: "${keepText}" is not a count of backups to keep (1 or more)`);
  return { dir: path.resolve(REPO_ROOT, dir), everySeconds, keep: Number(keepText) };
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/**
 * Reads a duration: `90s`, `15m`, `2h`, `14d`, or a bare number in `bareUnit`.
 * Throws on anything else so a typo does not silently become a default.
 */
export function parseDuration(text: string, bareUnit: 's' | 'm' | 'h' | 'd', name: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([smhd])?\s*$/i.exec(text);
  if (!m) throw new Error(`${name}: "${text}" is not a duration (for example 15m, 2h, 14d)`);
  const seconds = Math.round(Number(m[1]) * UNIT_SECONDS[(m[2] ?? bareUnit).toLowerCase()]);
  if (seconds <= 0) throw new Error(`${name} must be positive`);
  return seconds;
}

/** At most `limit` within `windowSeconds`. */
export interface Rate {
  limit: number;
  windowSeconds: number;
}

/** At most `bytes` within `windowSeconds`. */
export interface ByteRate {
  bytes: number;
  windowSeconds: number;
}

/** `10/1h`: at most 10 within an hour. */
export function parseRate(text: string, name: string): Rate {
  const m = /^\s*(\d+)\s*\/\s*(.+)$/.exec(text);
  if (!m || Number(m[1]) < 1) throw new Error(`${name}: "${text}" is not a rate (for example 10/1h)`);
  return { limit: Number(m[1]), windowSeconds: parseDuration(m[2], 's', name) };
}

const UNIT_BYTES: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };
// Throttle counters are 32-bit integers on PostgreSQL and count bytes in KiB: 2^31 KiB is 2 TiB.
const MAX_BYTE_RATE = (2 ** 31 - 1) * 1024;

/** A size: `200MB`, `1.5GB`, `512KB` or bare bytes; KB, MB and GB are 1024-based, as the upload limits are. */
export function parseSize(text: string, name: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = m ? UNIT_BYTES[m[2].toLowerCase()] : undefined;
  if (!m || unit === undefined) throw new Error(`${name}: "${text}" is not a size (for example 200MB, 1GB, 512KB)`);
  const bytes = Math.round(Number(m[1]) * unit);
  if (bytes < 1024) throw new Error(`${name} must be at least 1KB`);
  if (bytes > MAX_BYTE_RATE) throw new Error(`${name} must be less than 2048GB`);
  return bytes;
}

/** `200MB/1h`: at most 200 MB within an hour. */
export function parseByteRate(text: string, name: string): ByteRate {
  const m = /^([^/]*)\/(.*)$/.exec(text);
  if (!m) throw new Error(`${name}: "${text}" is not a size per duration (for example 200MB/1h)`);
  return { bytes: parseSize(m[1], name), windowSeconds: parseDuration(m[2], 's', name) };
}

/** A wait in milliseconds: `0` or `off` (none), `500ms`, or a duration such as `1s`; at most 30 s. */
export function parseDelay(text: string, name: string): number {
  const value = text.trim().toLowerCase();
  if (value === '0' || value === 'off') return 0;
  const ms = /^(\d+)\s*ms$/.exec(value);
  const delayMs = ms ? Number(ms[1]) : parseDuration(value, 's', name) * 1000;
  // A long wait holds a connection open per login: it would tire the server more than the attacker (and a page's
  // app that waits longer than that for quiet would rarely start by itself).
  if (delayMs > 30_000) throw new Error(`${name}: "${text}" is too long (at most 30s)`);
  return delayMs;
}

export function checkTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    throw new Error(`TIME_ZONE: "${zone}" is not a time zone (for example Asia/Dhaka)`);
  }
  return zone;
}

export type TrustProxy = boolean | number | string[];

/**
 * TRUST_PROXY as Express documents it: `true`, a hop count (`1`: the one proxy in front), or a comma-separated
 * list of addresses, subnets and the names `loopback`, `linklocal`, `uniquelocal`. Each entry is checked here,
 * so a typo stops the start instead of silently trusting nobody.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || /^(false|no|off|0)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    try {
      compileTrust([entry]);
    } catch {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a subnet or loopback/linklocal/uniquelocal ` +
          '(or set true, or a hop count such as 1)',
      );
    }
  }
  return entries;
}

/** An on/off setting: `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`; unset or blank is the default. */
export function parseSwitch(text: string | undefined, fallback: boolean, name: string): boolean {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name}: "${text}" is neither on (1, true, yes, on) nor off (0, false, no, off)`);
}

/** At most this many processes by default: beyond it a college's site gains little and each takes its memory. */
const DEFAULT_PROCESSES_MAX = 4;

/** WEB_CONCURRENCY: how many processes serve; by default one per processor core, at most four. */
export function parseProcesses(text: string | undefined, cores: number = os.availableParallelism()): number {
  const value = text?.trim() ?? '';
  if (value === '') return Math.max(1, Math.min(cores, DEFAULT_PROCESSES_MAX));
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > 64) throw new Error(`WEB_CONCURRENCY: "${text}" is not a number of processes from 1 to 64`);
  return count;
}

/** A host name or address as ALLOWED_HOSTS holds it: lower case, without a trailing dot, IPv6 in brackets. */
function normalizeHostEntry(entry: string): string {
  const host = entry.trim().toLowerCase().replace(/(?<=[^.])\.$/, '');
  return host.includes(':') && !host.startsWith('[') ? `[${host.replace(/%.*$/, '')}]` : host;
}

/**
 * ALLOWED_HOSTS, comma separated; when unset or blank: the listening host, localhost and the loopback addresses,
 * and, when listening on every interface (`0.0.0.0`, `::`), this machine's own addresses and name, so a phone on
 * the college network opening http://192.168.x.y:8080 is answered with links back to that address.
 */
export function parseAllowedHosts(
  text: string | undefined,
  listeningHost: string,
  machine: { interfaces: () => NodeJS.Dict<os.NetworkInterfaceInfo[]>; hostname: () => string } = {
    interfaces: os.networkInterfaces,
    hostname: os.hostname,
  },
): string[] {
  const given = (text ?? '').split(',').map(normalizeHostEntry).filter(Boolean);
  if (given.length > 0) return [...new Set(given)];
  const hosts = [listeningHost, 'localhost', '127.0.0.1', '::1'];
  if (listeningHost === '0.0.0.0' || listeningHost === '::' || listeningHost === '[::]') {
    for (const addresses of Object.values(machine.interfaces())) {
      for (const info of addresses ?? []) hosts.push(info.address);
    }
    hosts.push(machine.hostname());
  }
  return [...new Set(hosts.map(normalizeHostEntry).filter(Boolean))];
}

/** METRICS_PORT: a port number, or unset/blank for none. */
export function parseMetricsPort(text: string | undefined, mainPort: number): number | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new Error(`METRICS_PORT: "${text}" is not a port`);
  if (port === mainPort) throw new Error('METRICS_PORT must differ from PORT');
  return port;
}

/** METRICS_TOKEN: unset or blank for none; else at least 16 characters (it is the only lock on the main port's /metrics). */
export function parseMetricsToken(text: string | undefined): string | null {
  const token = text?.trim() ?? '';
  if (token === '') return null;
  if (token.length < 16) throw new Error('METRICS_TOKEN must have at least 16 characters');
  return token;
}

/** `https://a.example,https://b.example:8443`: each an http(s) origin alone (no path), as a browser names it. */
export function parsePreviewOrigins(text: string | undefined): string[] {
  const origins = new Set<string>();
  for (const given of (text ?? '').split(',').map((part) => part.trim().replace(/\/+$/, ''))) {
    if (given === '') continue;
    let url: URL | null = null;
    try {
      url = new URL(given);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== given.toLowerCase()) {
      throw new Error(`REMOTE_PREVIEW_ORIGINS: "${given}" is not an origin (scheme, host and port only, for example https://preview.example.com)`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}

function resolveFromRoot(p: string): string {
  return path.resolve(REPO_ROOT, p);
}

/** `sqlite:./data/x.db` becomes an absolute sqlite URL; PostgreSQL URLs and `sqlite::memory:` pass unchanged. */
function normalizeDatabaseUrl(url: string): string {
  if (!url.startsWith('sqlite:')) return url;
  const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
  if (file === ':memory:') return url;
  return `sqlite:${resolveFromRoot(file)}`;
}

/** The signing key: SECRET_KEY, else one generated on first start and kept (mode 0600) in the data folder. */
export function loadOrCreateSecretKey(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.trim()) return fromEnv.trim();
  const file = path.join(dataDir, 'secret_key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created it meanwhile; that process's key then wins.
    writeFileSync(file, key + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}

/**
 * ORPHAN_FILE_GRACE (`1h`; a bare number is minutes), at least 5 minutes: a write holds its stored file only for
 * the moments before its commit, so a shorter grace gains nothing and risks an upload in flight.
 */
export function parseOrphanGrace(text: string | undefined): number {
  const seconds = parseDuration(text?.trim() || '1h', 'm', 'ORPHAN_FILE_GRACE');
  if (seconds < 300) throw new Error('ORPHAN_FILE_GRACE must be at least 5m (a shorter grace could remove an upload in flight)');
  return seconds;
}

/** AUDIT_RETENTION (`365d`; a bare number is days), at least a day. */
export function parseAuditRetention(text: string | undefined): number {
  const seconds = parseDuration(text?.trim() || '365d', 'd', 'AUDIT_RETENTION');
  if (seconds < 86400) throw new Error('AUDIT_RETENTION must be at least 1d');
  return seconds;
}

/** MEDIA_STORAGE (`disk`, the default, or `s3`) and the bucket's S3_* settings. */
export function parseMediaStorage(env: Env): { s3: S3Settings | null; mediaRedirect: boolean } {
  const kind = env.MEDIA_STORAGE?.trim().toLowerCase() || 'disk';
  if (kind !== 'disk' && kind !== 's3') throw new Error(`MEDIA_STORAGE: "${env.MEDIA_STORAGE}" is neither disk nor s3`);
  const mediaRedirect = parseSwitch(env.MEDIA_REDIRECT, false, 'MEDIA_REDIRECT');
  if (kind === 'disk') {
    if (mediaRedirect) throw new Error('MEDIA_REDIRECT needs MEDIA_STORAGE=s3 (files on disk are sent by the server)');
    return { s3: null, mediaRedirect: false };
  }
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT: "${endpoint}" is not an http(s) URL`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default credential chain)');
  return {
    s3: {
      endpoint,
      bucket,
      region: env.S3_REGION?.trim() || 'us-east-1',
      forcePathStyle: parseSwitch(env.S3_FORCE_PATH_STYLE, false, 'S3_FORCE_PATH_STYLE'),
      prefix: (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, ''),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    },
    mediaRedirect,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolveFromRoot(env.DATA_DIR || './data');
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: "${env.PORT}" is not a port`);
  const publicUrl = env.PUBLIC_URL?.trim() ? env.PUBLIC_URL.trim().replace(/\/+$/, '') : null;
  const host = env.HOST || '0.0.0.0';
  const config: Config = {
    port,
    host,
    databaseUrl: normalizeDatabaseUrl(env.DATABASE_URL || `sqlite:${path.join(dataDir, 'college.db')}`),
    dataDir,
    mediaRoot: resolveFromRoot(env.MEDIA_ROOT || path.join(dataDir, 'media')),
    ...parseMediaStorage(env),
    secretKey: loadOrCreateSecretKey(dataDir, env.SECRET_KEY),
    adminUsername: env.ADMIN_USERNAME?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    publicUrl,
    allowedHosts: parseAllowedHosts(env.ALLOWED_HOSTS, host),
    accessTokenLifetimeSeconds: parseDuration(env.ACCESS_TOKEN_LIFETIME || '60', 'm', 'ACCESS_TOKEN_LIFETIME'),
    sessionLifetimeSeconds: parseDuration(env.SESSION_LIFETIME || '14', 'd', 'SESSION_LIFETIME'),
    staticRoots: {
      host: resolveFromRoot(env.STATIC_HOST_ROOT || 'host/dist'),
      shared: resolveFromRoot(env.STATIC_SHARED_ROOT || 'remote-shared/dist'),
      public: resolveFromRoot(env.STATIC_PUBLIC_ROOT || 'remote-public/dist'),
      dashboard: resolveFromRoot(env.STATIC_DASHBOARD_ROOT || 'remote-dashboard/dist'),
    },
    remoteUrls: {
      remote_shared: env.REMOTE_SHARED_URL || '/remotes/shared/remoteEntry.js',
      remote_public: env.REMOTE_PUBLIC_URL || '/remotes/public/remoteEntry.js',
      remote_dashboard: env.REMOTE_DASHBOARD_URL || '/remotes/dashboard/remoteEntry.js',
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hstsSeconds: env.HSTS_SECONDS?.trim() === '0' ? 0 : parseDuration(env.HSTS_SECONDS || '365d', 's', 'HSTS_SECONDS'),
    logLevel: env.LOG_LEVEL === 'silent' ? false : env.LOG_LEVEL || 'info',
    // Never from the environment: a cheap hash must not be one typo away in production.
    scrypt: PRODUCTION_SCRYPT,
    // The largest file any field of the registry (or the register form's picture) takes.
    uploadMaxBytes: LARGEST_UPLOAD_BYTES,
    // Generous per address: phones behind a carrier's shared address (CGNAT) and a college lab share one.
    loginPairRate: parseRate(env.LOGIN_FAILURE_RATE || '5/15m', 'LOGIN_FAILURE_RATE'),
    loginAddressRate: parseRate(env.LOGIN_ADDRESS_FAILURE_RATE || '50/15m', 'LOGIN_ADDRESS_FAILURE_RATE'),
    loginSpray: {
      ...parseRate(env.LOGIN_SPRAY_RATE || '100/5m', 'LOGIN_SPRAY_RATE'),
      delayMs: parseDelay(env.LOGIN_SPRAY_DELAY || '1s', 'LOGIN_SPRAY_DELAY'),
    },
    registerRate: parseRate(env.REGISTER_RATE || '20/1h', 'REGISTER_RATE'),
    registerPictureRate: parseByteRate(env.REGISTER_PICTURE_RATE || '200MB/1h', 'REGISTER_PICTURE_RATE'),
    contactRate: parseRate(env.CONTACT_RATE || '10/1h', 'CONTACT_RATE'),
    verifyRate: parseRate(env.VERIFY_RATE || '60/5m', 'VERIFY_RATE'),
    timeZone: checkTimeZone(env.TIME_ZONE || 'Asia/Dhaka'),
    seedDemo: parseSwitch(env.SEED_DEMO, true, 'SEED_DEMO'),
    processes: parseProcesses(env.WEB_CONCURRENCY),
    orphanFileGraceSeconds: parseOrphanGrace(env.ORPHAN_FILE_GRACE),
    auditRetentionSeconds: parseAuditRetention(env.AUDIT_RETENTION),
    serverRender: parseSwitch(env.SERVER_RENDER, true, 'SERVER_RENDER'),
    renderInProcess: parseSwitch(env.RENDER_IN_PROCESS, false, 'RENDER_IN_PROCESS'),
    queryStats: env.QUERY_STATS ? path.resolve(env.QUERY_STATS) : null,
    publicRenderer:
      parseSwitch(env.SERVER_RENDER, true, 'SERVER_RENDER') && !env.REMOTE_PUBLIC_URL
        ? resolveFromRoot(env.PUBLIC_RENDERER || 'remote-public/dist/server/remoteEntry.js')
        : null,
    remotesFile: env.REMOTES_FILE ? resolveFromRoot(env.REMOTES_FILE) : null,
    allowUnpinnedRemotes: parseSwitch(env.ALLOW_UNPINNED_REMOTES, false, 'ALLOW_UNPINNED_REMOTES'),
    previewOrigins: parsePreviewOrigins(env.REMOTE_PREVIEW_ORIGINS),
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    backups: parseBackupSchedule(env),
    shutdownGraceMs: parseDuration(env.SHUTDOWN_GRACE || '10s', 's', 'SHUTDOWN_GRACE') * 1000,
    appStartQuietMs: parseDelay(env.APP_START_QUIET || '5s', 'APP_START_QUIET'),
    publicAssetBase: '/remotes/public/',
    now: Date.now,
  };
  checkUnpinned(config);
  return config;
}

/**
 * A remote on another origin runs code this server vouches for: it needs pins (REMOTES_FILE), or the admission
 * that it has none (ALLOW_UNPINNED_REMOTES=1, for development). On this server's own origin a path needs neither.
 */
function checkUnpinned(config: Config): void {
  if (config.allowUnpinnedRemotes) return;
  for (const [name, url] of Object.entries(config.remoteUrls as unknown as Record<string, string>)) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) {
      throw new Error(
        `REMOTE_${name.replace('remote_', '').toUpperCase()}_URL is on another origin (${url}) without pins: name its release in REMOTES_FILE (docs/deploy.md), or set ALLOW_UNPINNED_REMOTES=1 to try it unpinned`,
      );
    }
  }
}
