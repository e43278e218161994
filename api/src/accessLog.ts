// The access log: one line per answered request, its message `request`, with the request's method, URL and status,
// the time it took (ms, to a tenth) and the client's address. The app writes it once a reply has gone (app.ts); the
// replay in front of the app (resources/replay.ts) writes the same line for each answer it sends, from a logger with
// the request's fields bound once (`answerLogger`).
import type { FastifyBaseLogger } from 'fastify';

/** What names an answered request in its line. */
export interface Answered {
  method: string;
  url: string;
  status: number;
}

/** A logger whose lines carry `answered`'s fields, written once (pino's child bindings): for one answer sent again. */
export function answerLogger(log: FastifyBaseLogger, answered: Answered): FastifyBaseLogger {
  return log.child({ method: answered.method, url: answered.url, status: answered.status });
}

/** Writes the line of a request answered in `ms`: named by `answered`, or by `log` itself when it is an answerLogger. */
export function logAnswer(log: FastifyBaseLogger, answered: Answered | null, ms: number, ip: string | undefined): void {
  const tenths = Math.round(ms * 10) / 10;
  log.info(answered ? { method: answered.method, url: answered.url, status: answered.status, ms: tenths, ip } : { ms: tenths, ip }, 'request');
}
