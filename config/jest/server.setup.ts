import { join, relative } from 'node:path';
import { failOnConsole } from './failOnConsole';

/**
 * Jest's default 5 s per test and per hook holds for every server test file but these, whose work takes
 * seconds by nature on a 2-core machine running 2 jest workers (times measured with the whole suite running):
 */
const SLOW_FILES: Record<string, string> = {
  'src/server/db/seed/seed.test.ts': 'seeds the demo shop into an empty database: the seed is what it tests',
  'src/server/db/seed/extras.test.ts': 'seeds 2,000 generated watches on top: the seed is what it tests',
  'src/server/db/persistence.test.ts': 'writes a 40 MB data directory to disk and restarts PGlite on it',
  'test/contract/verifier.test.ts':
    'each verifier run makes hundreds of requests, and the command runs 4 times in child processes that ' +
    'compile its TypeScript at start',
};
const SLOW_FILE_TIMEOUT_MS = 15_000;

const root = join(__dirname, '../..');
const testFile = relative(root, expect.getState().testPath ?? '').split('\\').join('/');
if (testFile in SLOW_FILES) jest.setTimeout(SLOW_FILE_TIMEOUT_MS);

failOnConsole();
