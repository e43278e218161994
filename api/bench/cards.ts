// The link-preview cards (api/src/cards/), timed through the server as a previewer asks for them: a notice's card
// drawn on its first request in a warm process (its fonts loaded by earlier cards), and the same card served again
// from where it is kept (MEDIA_ROOT/.cards/). Targets: drawn under 150 ms, served under 5 ms, at most 300 KB.
import { performance } from 'node:perf_hooks';
import { request } from 'undici';

/** Cards drawn and served, each timed. */
const SAMPLES = 20;
/** Cards drawn first, to load the fonts in every serving process (connections are shared among them). */
const WARM_UP = 4;
/** Times each kept card is asked for again. */
const SERVED_REPEATS = 5;

export const CARD_TARGETS = { drawnMs: 150, servedMs: 5, maxBytes: 300 * 1024 };

export interface CardTimes {
  drawn: number[];
  served: number[];
  bytes: number[];
}

async function timedCard(url: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const answer = await request(url);
  const body = Buffer.from(await answer.body.arrayBuffer());
  const ms = performance.now() - start;
  const type = String(answer.headers['content-type']);
  if (answer.statusCode !== 200 || type !== 'image/png') throw new Error(`${url}: ${answer.statusCode} ${type}`);
  return { ms, bytes: body.length };
}

/** `base` is the API's root (`http://127.0.0.1:<port>/api/`). The notices' cards must not have been asked for yet. */
export async function benchCards(base: string): Promise<CardTimes> {
  const page = (await (await fetch(`${base}notices/?page=1&page_size=${WARM_UP + SAMPLES}`)).json()) as { results: { preview_image: string }[] };
  const urls = page.results.map((notice) => notice.preview_image);
  if (urls.length < WARM_UP + SAMPLES) throw new Error(`cards: ${urls.length} notices, ${WARM_UP + SAMPLES} needed`);
  for (const url of urls.slice(0, WARM_UP)) await timedCard(url);
  const times: CardTimes = { drawn: [], served: [], bytes: [] };
  for (const url of urls.slice(WARM_UP)) {
    const { ms, bytes } = await timedCard(url);
    times.drawn.push(ms);
    times.bytes.push(bytes);
  }
  for (let n = 0; n < SERVED_REPEATS; n++) for (const url of urls.slice(WARM_UP)) times.served.push((await timedCard(url)).ms);
  return times;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor((values.length - 1) / 2)];

/** Prints the figures beside their targets; answers whether a target was missed (judged on the median). */
export function printCards(times: CardTimes): boolean {
  const rows = [
    ['card', 'p50', 'max', 'target', 'result'],
    ['drawn, warm process (first request)', `${median(times.drawn).toFixed(1)} ms`, `${Math.max(...times.drawn).toFixed(1)} ms`, `< ${CARD_TARGETS.drawnMs} ms`, median(times.drawn) < CARD_TARGETS.drawnMs ? 'ok' : 'MISS'],
    ['served from MEDIA_ROOT/.cards/', `${median(times.served).toFixed(1)} ms`, `${Math.max(...times.served).toFixed(1)} ms`, `< ${CARD_TARGETS.servedMs} ms`, median(times.served) < CARD_TARGETS.servedMs ? 'ok' : 'MISS'],
    ['size', `${(median(times.bytes) / 1024).toFixed(0)} KB`, `${(Math.max(...times.bytes) / 1024).toFixed(0)} KB`, `<= ${CARD_TARGETS.maxBytes / 1024} KB`, Math.max(...times.bytes) <= CARD_TARGETS.maxBytes ? 'ok' : 'MISS'],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c >= 1 && c <= 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return rows.slice(1).some((row) => row[4] === 'MISS');
}
