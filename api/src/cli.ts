// Command line: `npm run createadmin -w api -- --username U --password P [--full-name N]`;
// `sweepmedia [--dry-run]` removes orphan files now (uploads/sweep.ts; the server also sweeps at start and hourly).
// Flags missing fall back to ADMIN_USERNAME / ADMIN_PASSWORD. Creates the Admin, or promotes and resets it.
import { PASSWORD_MIN_LENGTH } from 'remote_shared/schemas';
import { ensureAdmin } from './auth';
import { UsernameRefusedError } from './auth/users';
import { type Config, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db';
import { sweepOptionsOf, sweepOrphanFiles } from './uploads/sweep';

const USAGE = 'usage: createadmin --username <name> --password <password> [--full-name <name>]\n       sweepmedia [--dry-run]';

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
  if (command !== 'createadmin') {
    io.err(USAGE);
    return 2;
  }
  let flags: Record<string, string>;
  try {
    flags = parseFlags(rest);
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
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
    const { removed, skipped } = await sweepOrphanFiles(db, { ...sweepOptionsOf(config), dryRun });
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
