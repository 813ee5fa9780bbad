import type { Scenario } from './scenario-api';
import type { ScenarioStep } from './types';

/**
 * Runs the steps in order; the lanes of one step run `concurrency` at a time (each lane's scenarios in order),
 * and the next step starts when every lane has finished. A lane failing never stops another.
 */
export async function runSteps(
  steps: ScenarioStep[],
  concurrency: number,
  runOne: (scenario: Scenario) => Promise<void>,
): Promise<void> {
  for (const step of steps) {
    if (!('lanes' in step)) {
      await runOne(step);
      continue;
    }
    const queue = [...step.lanes];
    const worker = async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) {
        for (const scenario of lane) await runOne(scenario);
      }
    };
    const workers = Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker);
    // allSettled, then the first rejection: an unreachable server stops the run after the running lanes end.
    const results = await Promise.allSettled(workers);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/** Every scenario of the steps, in order (lanes one after another). */
export function flattenSteps(steps: ScenarioStep[]): Scenario[] {
  return steps.flatMap((step) => ('lanes' in step ? step.lanes.flat() : [step]));
}
