// Where the database's time goes, statement by statement: the load run's `--queries` (api/bench/load.ts). With
// QUERY_STATS=<folder>, each process sums the time of every statement its database handle runs (the statement's
// text, its parameters left out) into <folder>/queries-<pid>.json, written whole every 2 s and as the process
// exits. A diagnostic, off by default: it costs a map lookup per query.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LogEvent } from 'kysely';

/** A statement's runs and the time they took, in ms (to the last row read). */
export interface StatementTime {
  sql: string;
  count: number;
  ms: number;
}

/** Kysely's `log` that sums each statement's time into `folder` (see above); undefined when `folder` is null. */
export function queryStatsLog(folder: string | null): ((event: LogEvent) => void) | undefined {
  if (!folder) return undefined;
  const sums = new Map<string, StatementTime>();
  const file = path.join(folder, `queries-${process.pid}.json`);
  // Written whole and renamed into place: the bench reads the folder while the processes still write.
  const write = () => {
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify([...sums.values()]));
      renameSync(`${file}.tmp`, file);
    } catch {
      // the folder is gone: whoever asked has read it
    }
  };
  setInterval(write, 2000).unref();
  process.on('exit', write);
  return (event) => {
    let sum = sums.get(event.query.sql);
    if (!sum) sums.set(event.query.sql, (sum = { sql: event.query.sql, count: 0, ms: 0 }));
    sum.count += 1;
    sum.ms += event.queryDurationMillis;
  };
}

/** The statements of every process's file in `folder`, summed, the costliest first. */
export function readQueryStats(folder: string): StatementTime[] {
  const sums = new Map<string, StatementTime>();
  for (const name of readdirSync(folder).filter((file) => /^queries-\d+\.json$/.test(file))) {
    for (const { sql, count, ms } of JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as StatementTime[]) {
      const sum = sums.get(sql) ?? { sql, count: 0, ms: 0 };
      sums.set(sql, { sql, count: sum.count + count, ms: sum.ms + ms });
    }
  }
  return [...sums.values()].sort((a, b) => b.ms - a.ms);
}
