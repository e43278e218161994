// Where the log goes: stdout, its lines gathered into writes of whole lines, each once 3.5 KB have gathered or a
// quarter of a second has passed, and what is left written as the process exits: a write per access-log line took a
// tenth of a busy server's processor.
//
// No write is larger than PIPE_BUF (4 KB on Linux), the most a pipe takes at once: the server's processes share one
// stdout, and a larger write to a pipe that is nearly full (a log reader behind) goes in parts, which another
// process's lines may come between. A single line longer than that goes whole, alone.
//
// The lines are gathered here, as text, and each write handed to pino's destination (sonic-boom, asynchronous: a
// reader that falls behind holds the writes, never the server). Given the lines one by one, sonic-boom either
// measured all the text it held at every line (as text: 2.6 µs a line) or made each line into bytes of its own (as
// bytes): either took more of a replayed list answer's processor than the rest of its line (docs/benchmarks.md).
import { destination } from 'pino';

/** The most one write holds, unless a single line is longer (PIPE_BUF). */
const MAX_WRITE = 4096;
/** A write goes once this much has gathered. */
const GATHER = 3584;
/** Or once the first of its lines has waited this long. */
const FLUSH_EVERY_MS = 250;

export interface LineSink {
  write(text: string): void;
}

/**
 * Lines gathered into writes of whole lines, at most `maxWrite` bytes each (a longer line goes alone), handed to
 * `sink` once `gather` bytes are waiting or `flush` is called.
 */
export class LineGatherer {
  private text = '';
  private bytes = 0;

  constructor(
    private readonly sink: () => LineSink,
    private readonly maxWrite = MAX_WRITE,
    private readonly gather = GATHER,
  ) {}

  write(line: string): void {
    const size = Buffer.byteLength(line);
    if (this.bytes + size > this.maxWrite) this.flush();
    this.text += line;
    this.bytes += size;
    if (this.bytes >= this.gather) this.flush();
  }

  flush(): void {
    if (!this.bytes) return;
    const text = this.text;
    this.text = '';
    this.bytes = 0;
    this.sink().write(text);
  }
}

let shared: LineGatherer | null = null;

/** The log's stream: one per process, whichever apps it builds (tests build many), so one timer and exit hook. */
export function logStream(): LineSink {
  if (shared) return shared;
  const stdout = destination({ dest: 1, sync: false, minLength: 0, maxWrite: MAX_WRITE });
  // Through `stdout.write` at each write, as pino's destination replaces it when stdout is closed (EPIPE).
  const gatherer = new LineGatherer(() => stdout);
  setInterval(() => gatherer.flush(), FLUSH_EVERY_MS).unref();
  // The destination writes what it holds as the process exits; what is gathered here goes into it first, or is
  // written after it when its own hook ran first.
  process.on('beforeExit', () => gatherer.flush());
  process.on('exit', () => {
    gatherer.flush();
    try {
      stdout.flushSync();
    } catch {
      // Closed already (EPIPE), or never opened: nothing more can be written.
    }
  });
  shared = gatherer;
  return gatherer;
}
