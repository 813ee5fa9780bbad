import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SLOW_FILES } from './timeouts';

// A file that moves keeps its allowance only if the list moves with it: a stale entry would silently turn into
// jest's default for the moved file, or keep an allowance for a file that no longer exists.
test('every slow-file allowance names a test file that exists', () => {
  const missing = Object.keys(SLOW_FILES).filter((file) => !existsSync(join(__dirname, '../..', file)));
  expect(missing).toEqual([]);
});
