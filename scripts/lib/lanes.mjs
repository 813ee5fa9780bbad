// Independent commands of `npm test` run side by side: most static checks (tsc, eslint, prettier) use one core
// each, so on a 2-core machine two at once take the time of the longer. Each command's output is held and
// printed whole when it ends, under its title, so the log reads as if they had run one after another.
import { spawn } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs one command, its output (stdout and stderr, interleaved as written) kept for the log. */
function runHeld({ title, command, args, env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ title, ok: code === 0, code, seconds, output: Buffer.concat(output).toString() });
    });
  });
}

/**
 * Runs the commands `lanes` at a time, in the order given (put the longest first). Resolves when all have
 * ended; throws, naming every failed command, when any failed. A failure does not stop the others: their
 * verdicts are worth having in the same run.
 */
export async function runInLanes(commands, { lanes = 2 } = {}) {
  const queue = [...commands];
  const failed = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await runHeld(next);
      console.log(`\n━━ ${result.title}`);
      if (result.output)
        process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
      console.log(
        `   ${result.title}: ${result.ok ? 'done' : `FAILED (exit ${result.code})`} in ${result.seconds} s`,
      );
      if (!result.ok) failed.push(result.title);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, commands.length) }, lane));
  if (failed.length) throw new Error(`Failed: ${failed.join('; ')}`);
}
