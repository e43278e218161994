// Background chores of the server (the orphan-file sweep, the audit trail's prune): run once at start, then on a
// timer that does not keep the process alive, never two runs of one chore at once.

export interface Repeating {
  /** Ends the timer (a run under way finishes). */
  stop: () => void;
  /** The run under way, or the last one: tests wait for it. */
  running: () => Promise<void>;
}

/**
 * Runs `task` now (not awaited: the server listens meanwhile) and then every `everyMs`. A tick that finds the last
 * run still going is skipped. `task` handles its own failures (it logs them); one that throws anyway is ignored.
 */
export function repeatEvery(task: () => Promise<void>, everyMs: number): Repeating {
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    current = task()
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), running: () => current };
}
