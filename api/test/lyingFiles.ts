// Files that lie about their size, and how a server in its own process takes them, measured from outside: the
// time to its answer, the reads it answers meanwhile, and its resident set before, at its peak, and after. The API's
// test (zip-bombs.test.ts) checks the answers with bounds a busy machine keeps; the bench (bench/lying.ts) reads the
// same figures against the targets.
import { unzipSync } from 'fflate';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { IMPORT_COLUMNS } from 'remote_shared/transfer';
import { blankPng } from './images';
import type { ServerProcess } from './serverProcess';
import { xlsx } from './transfer';

const MiB = 1024 * 1024;

export interface Deflated {
  data: Buffer;
  /** What it truly unpacks to, and that content's CRC. */
  size: number;
  crc: number;
}

/** A raw deflate stream of `head`, `mib` MiB of the byte `fill`, then `tail`: one MiB compressed, repeated. */
export function deflatedFill(mib: number, fill: number, head: Buffer = Buffer.alloc(0), tail: Buffer = Buffer.alloc(0)): Deflated {
  // A full flush ends each part on a byte boundary with nothing referring back past it, so parts can be repeated.
  const part = (data: Buffer) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const block = Buffer.alloc(MiB, fill);
  const repeated = part(block);
  let crc = crc32(head);
  for (let i = 0; i < mib; i++) crc = crc32(block, crc);
  crc = crc32(tail, crc);
  return { data: Buffer.concat([part(head), ...Array<Buffer>(mib).fill(repeated), deflateRawSync(tail)]), size: head.length + mib * MiB + tail.length, crc };
}

/** A ZIP of deflated entries, each declaring `declared` bytes unpacked (or its true size) in both its headers. */
export function zipArchive(entries: { name: string; deflated: Deflated; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, declared } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(deflated.crc, 14);
    local.writeUInt32LE(deflated.data.length, 18);
    local.writeUInt32LE(declared ?? deflated.size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.crc, 16);
    central.writeUInt32LE(deflated.data.length, 20);
    central.writeUInt32LE(declared ?? deflated.size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated.data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A ZIP of photos whose one entry, `1.jpg`, is `mib` MiB of zeros declaring 1,024 bytes (about a thousandth its size). */
export const photoBomb = (mib: number) => zipArchive([{ name: '1.jpg', deflated: deflatedFill(mib, 0), declared: 1024 }]);

/** A good ZIP of one small photo. */
export const photoArchive = () => zipArchive([{ name: '1.png', deflated: deflatedFill(0, 0, blankPng(40, 40)) }]);

/** A valid workbook of one student (`good`), and the same with sheet1.xml 1 GiB declaring 2,000 bytes (`bomb`). */
export async function sheetBomb(): Promise<{ good: Buffer; bomb: Buffer }> {
  const good = await xlsx([[...IMPORT_COLUMNS.students], ['রহিম', '2', 'একাদশ', 'ক', 'male', '2008-01-31', '', '', '', '', '', '']]);
  const parts = unzipSync(good);
  const sheet = Buffer.from(parts['xl/worksheets/sheet1.xml']);
  // The sheet as written, with a gigabyte of spaces between its elements: still well-formed XML.
  const at = sheet.indexOf('<sheetData>') + '<sheetData>'.length;
  const entries = Object.entries(parts).map(([name, data]) =>
    name === 'xl/worksheets/sheet1.xml'
      ? { name, deflated: deflatedFill(1024, 0x20, sheet.subarray(0, at), sheet.subarray(at)), declared: 2000 }
      : { name, deflated: { data: deflateRawSync(data), size: data.length, crc: crc32(data) } },
  );
  return { good, bomb: zipArchive(entries) };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Posts `file` with `fields` as a multipart form, as the dashboard does. */
export async function postFile(server: ServerProcess, url: string, file: Buffer, filename: string, fields: Record<string, string>): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  const answer = await fetch(`${server.api}${url}`, { method: 'POST', headers: server.admin, body: form });
  return { status: answer.status, body: await answer.json() };
}

export interface Refusal {
  answer: Answer;
  /** Until the answer, ms. */
  ms: number;
  /** The reads of `classes/` answered meanwhile, one after another: how many, and the slowest, ms. */
  reads: number;
  slowestReadMs: number;
  /** The resident set's rise at its peak, and its distance from where it was once it settled (or after 30 s), bytes. */
  peakRise: number;
  settledRise: number;
}

/** How long the resident set is given to come back, and how close counts as back. */
const SETTLE_MS = 30_000;
const SETTLED_WITHIN = 50 * MiB;

/**
 * Sends a lying file once the same kind of request has been answered (the server warm, its worker started),
 * reading `classes/` one request after another meanwhile, sampling the server's memory every 10 ms.
 */
export async function measureRefusal(server: ServerProcess, warmUp: () => Promise<Answer>, send: () => Promise<Answer>): Promise<Refusal> {
  const warm = await warmUp();
  if (warm.status !== 200) throw new Error(`the warm-up answered ${warm.status}: ${JSON.stringify(warm.body)}`);
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 10);
  let answered = false;
  const reads: number[] = [];
  const reading = (async () => {
    while (!answered) {
      const start = performance.now();
      const read = await fetch(`${server.api}classes/`);
      await read.arrayBuffer();
      if (read.status !== 200) throw new Error(`a read meanwhile answered ${read.status}`);
      reads.push(performance.now() - start);
    }
  })();
  const start = performance.now();
  const answer = await send();
  const ms = performance.now() - start;
  answered = true;
  await reading;
  clearInterval(sampler);
  peak = Math.max(peak, server.rss());
  // Back within 50 MB: looked at every half second, for at most 30 s.
  const until = performance.now() + SETTLE_MS;
  let after = server.rss();
  while (after - before > SETTLED_WITHIN && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    after = server.rss();
  }
  return { answer, ms, reads: reads.length, slowestReadMs: Math.max(0, ...reads), peakRise: peak - before, settledRise: after - before };
}
