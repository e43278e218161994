// Whether a SQLite database may have changed, told by one read of its WAL index's header instead of a statement.
// The version counters (resources/versions.ts) ask this with every cached list read. `PRAGMA data_version` answers
// it too, but as a statement: it opens a read transaction, which takes and drops a lock on the `-shm` file (system
// calls), about a tenth of a cached read's processor. The header is what SQLite itself reads first to learn whether
// its view is current: every commit, by any connection of any process, rewrites it (its change counter, last frame
// and checksums move), and nothing else does but a checkpoint's reset of the log, which comes with a commit.
// https://www.sqlite.org/walformat.html, "The WAL-Index Header".
import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';
import type SqliteDatabase from 'better-sqlite3';

/** The header's size; SQLite keeps two copies of it, one after the other, at the start of the `-shm` file. */
const HEADER_BYTES = 48;
/** `iVersion`, the header's first field: the format of the WAL index this code knows. */
const KNOWN_FORMAT = 3007000;

export interface WalIndex {
  /**
   * The header as it is now, when it can be told (both copies the same, in the known format, initialized), else
   * null (a writer is rewriting it this very moment, or the format is not the one known): then ask SQLite. The
   * buffer is reused by the next call.
   */
  header(): Buffer | null;
  close(): void;
}

/**
 * The WAL index of an open connection, or null when there is none to read: an in-memory database, another journal
 * mode, or an exclusive lock (SQLite then keeps the index in its own memory, not in `-shm`). The `-shm` file stays
 * while any connection is open, so it stays while `sqlite` does.
 */
export function openWalIndex(sqlite: SqliteDatabase.Database): WalIndex | null {
  if (sqlite.memory) return null;
  if (String(sqlite.pragma('journal_mode', { simple: true })).toLowerCase() !== 'wal') return null;
  if (String(sqlite.pragma('locking_mode', { simple: true })).toLowerCase() !== 'normal') return null;
  sqlite.pragma('schema_version'); // a first read: SQLite makes and initializes the index if no one has yet
  let fd: number | null;
  try {
    fd = openSync(`${sqlite.name}-shm`, 'r');
  } catch {
    return null;
  }
  const both = Buffer.alloc(HEADER_BYTES * 2);
  const first = both.subarray(0, HEADER_BYTES);
  const second = both.subarray(HEADER_BYTES);
  const littleEndian = endianness() === 'LE'; // the index is in the machine's own byte order
  return {
    header() {
      if (fd === null || readSync(fd, both, 0, both.length, 0) !== both.length) return null;
      const format = littleEndian ? first.readUInt32LE(0) : first.readUInt32BE(0);
      const initialized = first[12] === 1;
      return format === KNOWN_FORMAT && initialized && first.equals(second) ? first : null;
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}
