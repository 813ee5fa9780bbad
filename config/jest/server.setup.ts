import { failOnConsole } from './failOnConsole';

// Each file opens its own database (PGlite WASM + migrate + seed): seconds, not milliseconds.
jest.setTimeout(60_000);
failOnConsole();
