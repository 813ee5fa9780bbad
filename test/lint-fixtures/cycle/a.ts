// One half of an import cycle, which lint must reject (config/eslint/boundaries.test.ts).
import { b } from './b';

export const a = (): string => `a${b.length}`;
