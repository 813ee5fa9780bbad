import type { Database } from '../../db/types';

/** One kind of stale row and the one statement that removes it; answers how many rows went. */
export interface HousekeepingTask {
  name: string;
  run(db: Database): Promise<number>;
}

/** How often the server runs the tasks: stale rows cost only space, so a few minutes late is no matter. */
export const HOUSEKEEPING_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Runs every task once, one after the other, and answers the rows each removed. A failing task does not stop
 * the others: its error is reported and the next run tries again.
 */
export async function runHousekeeping(
  db: Database,
  tasks: readonly HousekeepingTask[],
  onError: (task: string, err: unknown) => void = () => {},
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const task of tasks) {
    try {
      removed[task.name] = await task.run(db);
    } catch (err) {
      onError(task.name, err);
    }
  }
  return removed;
}

/**
 * Runs the tasks now and then every `intervalMs`, never two runs at once. The timer is unref'd (it does not
 * keep the process alive); `stop` clears it and waits for a run in progress.
 */
export function scheduleHousekeeping(
  db: Database,
  tasks: readonly HousekeepingTask[],
  report: {
    removed(counts: Record<string, number>): void;
    failed(task: string, err: unknown): void;
  },
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      const counts = await runHousekeeping(db, tasks, report.failed);
      if (Object.values(counts).some((n) => n > 0)) report.removed(counts);
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
