import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { failOnConsole } from './failOnConsole';
import { applyTestTimeout } from './timeouts';

// findBy*/waitFor give up after 1 s by default, which a first render of a lazy page can take on a busy machine.
// Slowness is not what these tests assert; kept well under each test's limit (timeouts.ts) so a wait that never
// ends reports what it was waiting for rather than a bare timeout.
configure({ asyncUtilTimeout: 10_000 });
applyTestTimeout();
failOnConsole();
