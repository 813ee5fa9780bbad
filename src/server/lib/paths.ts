import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** The project root (where package.json is), whether running from src/ under ts-jest or from build/. */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${__dirname}`);
    dir = parent;
  }
  cached = dir;
  return dir;
}
