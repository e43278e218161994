// The turns of everything the server draws for visitors: public pages (render/) and link-preview cards
// (cards/). One set per app, so that a burst of previews (a notice shared to a large group, every member's app
// fetching its card) waits behind the page views instead of taking the processor from them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's drawing turns: a page nobody has a copy of is urgent; a redrawing and a card are not. */
    drawingTurns: Turns;
  }
}

/**
 * How many drawings run at the same time: enough to keep the database busy while their reads wait on it, few
 * enough that serving kept pages keeps the processor it needs.
 */
const DRAWINGS_AT_ONCE = 10;
/**
 * How many of them may be drawings nobody waits for with nothing to show meanwhile: new drawings of pages that
 * have a copy to serve (after a write), and link-preview cards (fetched by previewers, not read by visitors). The
 * other turns stay free for pages nobody has a copy of, whose visitors wait for them.
 */
const LATER_DRAWINGS_AT_ONCE = 3;

/**
 * Runs at most `limit` of the tasks given to it at a time, and at most `laterLimit` of those that are not urgent;
 * the others wait in the order they came, except that an urgent one (a page nobody has a copy of, whose visitor
 * waits for it) goes before those that are not.
 */
export function turns(limit: number, laterLimit: number) {
  let running = 0;
  let laterRunning = 0;
  const urgent: Array<() => void> = [];
  const later: Array<() => void> = [];
  const take = (isUrgent: boolean) => {
    running += 1;
    if (!isUrgent) laterRunning += 1;
  };
  const free = (isUrgent: boolean) => running < limit && (isUrgent ? true : laterRunning < laterLimit && urgent.length === 0);
  // A turn that ends goes straight to the next waiting task (counted as running at once, so no newcomer slips in).
  const wake = () => {
    while (running < limit) {
      const next = urgent.shift() ?? (laterRunning < laterLimit ? later.shift() : undefined);
      if (!next) return;
      next();
    }
  };
  const run = async <T,>(task: () => Promise<T>, isUrgent: boolean): Promise<T> => {
    if (free(isUrgent)) take(isUrgent);
    else {
      await new Promise<void>((resolve) =>
        (isUrgent ? urgent : later).push(() => {
          take(isUrgent);
          resolve();
        }),
      );
    }
    try {
      return await task();
    } finally {
      running -= 1;
      if (!isUrgent) laterRunning -= 1;
      wake();
    }
  };
  /** How many tasks run now and how many wait for a turn (metrics.ts). */
  const counts = () => ({ running, waiting: urgent.length + later.length });
  /** `run` runs the task; `free` tells whether a task given now would start at once. */
  return { run, free, counts };
}

export type Turns = ReturnType<typeof turns>;

async function drawingTurns(app: FastifyInstance): Promise<void> {
  app.decorate('drawingTurns', turns(DRAWINGS_AT_ONCE, LATER_DRAWINGS_AT_ONCE));
}

export default fp(drawingTurns, { name: 'drawing-turns' });
