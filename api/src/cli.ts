// Command line: `npm run createadmin -w api -- --username U --password P [--full-name N]`;
// `sweepmedia [--dry-run]` removes orphan files now (sweep.ts; the server also sweeps at start and hourly);
// `media:copy --to s3|disk` copies MEDIA_ROOT into the bucket of the S3_* settings, or back (storage/copy.ts);
// `db:copy --to postgres://…` copies the SQLite database (DATABASE_URL or DATA_DIR's) into an empty PostgreSQL one (db/copy.ts).
// `backup --out <dir>` and `restore <dir> [--force]` (backup/).
// Flags missing fall back to ADMIN_USERNAME / ADMIN_PASSWORD. Creates the Admin, or promotes and resets it.
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from 'remote_shared/schemas';
import { ensureAdmin } from './auth';
import { UsernameRefusedError } from './auth/users';
import { type Config, loadConfig, parseMediaStorage } from './config';
import { runBackup } from './backup/backup';
import { RestoreRefused, restoreBackup } from './backup/restore';
import { dialectOf, migrateToLatest, openDatabase } from './db';
import { CopyFailedError, CopyRefusedError, copySqliteToPostgres } from './db/copy';
import { DiskStorage, S3Storage } from './storage';
import { fileColumns } from './resources/fileColumns';
import { copyMedia } from './storage/copy';
import { sweepOptionsOf, sweepOrphanFiles } from './sweep';

const USAGE =
  'usage: createadmin --username <name> --password <password> [--full-name <name>]\n       sweepmedia [--dry-run]\n       media:copy --to s3|disk\n       db:copy --to postgres://user:password@host:port/database\n       backup --out <dir>\n       restore <dir> [--force]';

function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (!m) throw new Error(`unexpected argument "${args[i]}"`);
    const value = m[2] ?? args[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    flags[m[1]] = value;
  }
  return flags;
}

/** The flags, or null after saying what is wrong with them and the usage. */
function flagsOrUsage(args: string[], io: CliIo): Record<string, string> | null {
  try {
    return parseFlags(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return null;
  }
}

/** The value of a command's one flag (`--to`, `--out`), or null after printing the usage: no other flag is taken. */
function onlyFlag(args: string[], name: string, io: CliIo): string | null {
  const flags = flagsOrUsage(args, io);
  if (!flags) return null;
  if (!flags[name] || Object.keys(flags).length !== 1) {
    io.err(USAGE);
    return null;
  }
  return flags[name];
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs one command; answers the process exit code. `config` defaults to the environment's. */
export async function runCli(
  argv: string[],
  options: { env?: Record<string, string | undefined>; config?: Config; io?: CliIo } = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const io = options.io ?? { out: (l) => console.log(l), err: (l) => console.error(l) };
  const [command, ...rest] = argv;
  if (command === 'sweepmedia') return sweepMedia(rest, options.config ?? loadConfig(env), io);
  if (command === 'media:copy') return mediaCopy(rest, env, options.config, io);
  if (command === 'db:copy') return dbCopy(rest, env, options.config, io);
  if (command === 'backup') return backup(rest, env, options.config, io);
  if (command === 'restore') return restore(rest, env, options.config, io);
  if (command !== 'createadmin') {
    io.err(USAGE);
    return 2;
  }
  const flags = flagsOrUsage(rest, io);
  if (!flags) return 2;
  const username = (flags.username ?? env.ADMIN_USERNAME ?? '').trim();
  const password = flags.password ?? env.ADMIN_PASSWORD ?? '';
  if (!username || !password) {
    io.err(USAGE);
    return 2;
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    io.err(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
    return 2;
  }
  const config = options.config ?? loadConfig(env);
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const result = await ensureAdmin(db, { username, password, fullName: flags['full-name'] }, config.scrypt, config.now());
    io.out(result === 'created' ? `Admin "${username}" created.` : `Admin "${username}" ${result === 'updated' ? 'updated' : 'already up to date'}.`);
    return 0;
  } catch (error) {
    // A new name the username rule refuses (mixed scripts, or taken as `Admin` beside `admin`): the API's words.
    if (!(error instanceof UsernameRefusedError)) throw error;
    io.err(`--username "${username}": ${error.message}`);
    return 2;
  } finally {
    await db.destroy();
  }
}

/** Removes (or with --dry-run lists) the files no record names that are older than ORPHAN_FILE_GRACE. */
async function sweepMedia(args: string[], config: Config, io: CliIo): Promise<number> {
  if (args.some((arg) => arg !== '--dry-run')) {
    io.err(USAGE);
    return 2;
  }
  const dryRun = args.includes('--dry-run');
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const { removed, skipped } = await sweepOrphanFiles(db, { ...sweepOptionsOf(config, fileColumns()), dryRun });
    if (skipped) {
      io.err(`Orphan files: ${skipped}.`);
      return 1;
    }
    for (const file of removed) io.out(file);
    io.out(`${removed.length} orphan file${removed.length === 1 ? '' : 's'} ${dryRun ? 'would be removed' : 'removed'}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/**
 * Copies every stored file between MEDIA_ROOT and the bucket the S3_* settings name (whatever MEDIA_STORAGE says:
 * the copy comes before switching it, or after switching back), checking each one. Exit code 1 if any failed.
 */
async function mediaCopy(args: string[], env: Record<string, string | undefined>, given: Config | undefined, io: CliIo): Promise<number> {
  const to = onlyFlag(args, 'to', io);
  if (to === null) return 2;
  if (to !== 's3' && to !== 'disk') {
    io.err(USAGE);
    return 2;
  }
  let bucket: S3Storage;
  try {
    const s3 = given?.s3 ?? parseMediaStorage({ ...env, MEDIA_STORAGE: 's3', MEDIA_REDIRECT: '' }).s3!;
    bucket = new S3Storage(s3);
  } catch (error) {
    io.err(`${(error as Error).message} (media:copy copies to and from the bucket the S3_* settings name)`);
    return 2;
  }
  const disk = new DiskStorage((given ?? loadConfig({ ...env, MEDIA_STORAGE: 'disk', MEDIA_REDIRECT: '' })).mediaRoot);
  const [from, into] = to === 's3' ? [disk, bucket] : [bucket, disk];
  io.out(`Copying ${from.where} to ${into.where}…`);
  const { copied, unchanged, failed } = await copyMedia(from, into, io.out);
  for (const { key, reason } of failed) io.err(`${key}: ${reason}`);
  io.out(`${copied.length} copied, ${unchanged} already there (same size and SHA-256), ${failed.length} failed.`);
  return failed.length ? 1 : 0;
}

/**
 * Copies the configured SQLite database into the empty PostgreSQL database --to names. Exit code 2 when refused
 * (bad arguments, a target that is not empty), 1 when the copy failed and was rolled back.
 */
async function dbCopy(args: string[], env: Record<string, string | undefined>, given: Config | undefined, io: CliIo): Promise<number> {
  const to = onlyFlag(args, 'to', io);
  if (to === null) return 2;
  const from = (given ?? loadConfig(env)).databaseUrl;
  if (dialectOf(from) !== 'sqlite') {
    io.err('DATABASE_URL already names PostgreSQL: db:copy copies the SQLite database, so run it with DATABASE_URL unset (or sqlite:<file>)');
    return 2;
  }
  try {
    await copySqliteToPostgres(from, to, { progress: io.out });
    return 0;
  } catch (error) {
    if (error instanceof CopyRefusedError) {
      io.err(`Refused: ${error.message}`);
      return 2;
    }
    if (error instanceof CopyFailedError) {
      io.err(`Failed: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/**
 * A folder given on the command line: relative to where `npm run` was typed (INIT_CWD; npm runs the API's script
 * in api/), else to the working directory.
 */
const givenFolder = (env: Record<string, string | undefined>, folder: string) => path.resolve(env.INIT_CWD || process.cwd(), folder);

/** Whether the signing key comes from SECRET_KEY (then it is not in the data folder, and not in a backup). */
const keyFromEnv = (env: Record<string, string | undefined>) => Boolean(env.SECRET_KEY?.trim());

/** A consistent backup into a new or empty folder, while the site serves (backup/backup.ts). */
async function backup(args: string[], env: Record<string, string | undefined>, given: Config | undefined, io: CliIo): Promise<number> {
  const out = onlyFlag(args, 'out', io);
  if (out === null) return 2;
  const config = given ?? loadConfig(env);
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const { folder, manifest, missing } = await runBackup(db, config, { out: givenFolder(env, out) });
    io.out(`Backup written to ${folder}: the ${manifest.database.kind} database, ${manifest.files.length} files, ${manifest.secret_key ? 'the secret key' : 'no secret key (SECRET_KEY is set: keep it yourself)'}; ${manifest.total_bytes} bytes.`);
    if (missing.length) {
      // Lost before the backup began (the marker keeps every file named in the snapshot meanwhile): said, not hidden.
      io.err(`${missing.length} file(s) the database names were not in the storage, so not in the backup:\n${missing.join('\n')}`);
      return 1;
    }
    return 0;
  } catch (error) {
    io.err(`Backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

/** A backup back into an empty database and storage (backup/restore.ts). */
async function restore(args: string[], env: Record<string, string | undefined>, given: Config | undefined, io: CliIo): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0].startsWith('--')) {
    io.err(USAGE);
    return 2;
  }
  // Not loadConfig's own key: without SECRET_KEY it would make a new key file in the data folder, which the
  // restore then finds in its way. A stand-in key here; the backup's key is what the restore writes there.
  const config = given ?? loadConfig({ ...env, SECRET_KEY: env.SECRET_KEY?.trim() || 'restore-stand-in' });
  try {
    const { manifest, files, secretKeyRestored } = await restoreBackup(givenFolder(env, rest[0]), { ...config, secretKeyFromEnv: keyFromEnv(env) }, { force, log: io.out });
    io.out(`Restored the backup of ${manifest.created_at}: the ${manifest.database.kind} database, ${files} files${secretKeyRestored ? ', the secret key' : ''}.`);
    if (manifest.secret_key && !secretKeyRestored) io.out('SECRET_KEY is set: it must be the key the backed-up site used, or printed ID cards stop verifying.');
    return 0;
  } catch (error) {
    io.err(error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
