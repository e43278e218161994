// The import's part of `npm run bench -w api`: a 5,000-student CSV (the college) sent to POST
// students/import/ as a dry run and for real, timed to the answer, in rows per second (target: the real import
// under 10 s), and the same students as an XLSX, as a dry run. While the real import runs, a reader asks GET
// notices/ one request after another: its slowest answer shows whether the site kept answering (the file is read
// in a worker thread, the checks run before the one short write transaction).
import { Workbook } from 'exceljs';
import { performance } from 'node:perf_hooks';

export const IMPORT_ROWS = 5000;
/** The target: 5,000 students in under 10 s. */
const IMPORT_MS = 10_000;

export interface ImportRun {
  name: string;
  ms: number;
  rowsPerSecond: number;
  /** GET notices/ answered during it, and the slowest of them. */
  reads?: { count: number; maxMs: number };
}

export interface ImportFiles {
  csv: Buffer;
  xlsx: Buffer;
}

/** IMPORT_ROWS new students over the given classes, in a section no demo student has: as a CSV and as an XLSX. */
export async function studentFiles(classNames: readonly string[]): Promise<ImportFiles> {
  const header = ['full_name', 'roll_number', 'class_name', 'section', 'gender', 'date_of_birth', 'guardian_name', 'contact_phone'];
  const rows = Array.from({ length: IMPORT_ROWS }, (_, n) => {
    const i = n + 1;
    return [`আমদানি ছাত্র ${i}`, String(i), classNames[i % classNames.length], 'বেঞ্চ', i % 2 ? 'male' : 'female', '2008-01-31', `অভিভাবক ${i}`, `017${String(i).padStart(8, '0')}`];
  });
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('students');
  for (const row of [header, ...rows]) sheet.addRow(row);
  return {
    csv: Buffer.from(`\uFEFF${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`),
    xlsx: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

async function send(base: string, auth: Record<string, string>, file: { data: Buffer; name: string }, dryRun: boolean): Promise<number> {
  const form = new FormData();
  form.append('dry_run', String(dryRun));
  form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const start = performance.now();
  const answer = await fetch(`${base}students/import/`, { method: 'POST', headers: auth, body: form });
  const body = (await answer.json()) as { created?: number; create?: number };
  const ms = performance.now() - start;
  if (answer.status !== (dryRun ? 200 : 201) || (body.created ?? body.create) !== IMPORT_ROWS) throw new Error(`import: ${answer.status} ${JSON.stringify(body).slice(0, 500)}`);
  return ms;
}

/** GETs `url` one request after another until `done` settles: how many, and the slowest. */
async function readWhile(url: string, done: Promise<unknown>): Promise<{ count: number; maxMs: number }> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  let count = 0;
  let maxMs = 0;
  while (!finished) {
    const start = performance.now();
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${url} answered ${answer.status} during the import`);
    maxMs = Math.max(maxMs, performance.now() - start);
    count++;
  }
  return { count, maxMs };
}

/** The classes' names, for the files' rows. */
export async function classNames(base: string): Promise<string[]> {
  return ((await (await fetch(`${base}classes/?fields=name`)).json()) as { name: string }[]).map((c) => c.name);
}

/** The dry runs (CSV, XLSX) and the import (CSV) of IMPORT_ROWS students through the running server. */
export async function benchImport(base: string, auth: Record<string, string>, files: ImportFiles): Promise<ImportRun[]> {
  const csv = { data: files.csv, name: 'students.csv' };
  const dryMs = await send(base, auth, csv, true);
  const xlsxMs = await send(base, auth, { data: files.xlsx, name: 'students.xlsx' }, true);
  const real = send(base, auth, csv, false);
  const reads = await readWhile(`${base}notices/`, real);
  const ms = await real;
  const students = `${IMPORT_ROWS.toLocaleString('en-US')} students`;
  return [
    { name: `dry run, ${students} (CSV)`, ms: dryMs, rowsPerSecond: (IMPORT_ROWS * 1000) / dryMs },
    { name: `dry run, ${students} (XLSX)`, ms: xlsxMs, rowsPerSecond: (IMPORT_ROWS * 1000) / xlsxMs },
    { name: `import, ${students} (CSV)`, ms, rowsPerSecond: (IMPORT_ROWS * 1000) / ms, reads },
  ];
}

/** Prints the runs; answers whether the import missed its target. */
export function printImport(runs: ImportRun[]): boolean {
  const table = [
    ['POST students/import/', 'ms', 'rows/s', 'GET notices/ meanwhile', 'result'],
    ...runs.map((r) => [
      r.name,
      r.ms.toFixed(0),
      r.rowsPerSecond.toFixed(0),
      r.reads ? `${r.reads.count} answered, slowest ${r.reads.maxMs.toFixed(0)} ms` : '-',
      r.ms < IMPORT_MS ? 'ok' : `MISS >= ${IMPORT_MS} ms`,
    ]),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c === 1 || c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return runs.some((r) => r.ms >= IMPORT_MS);
}
