import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { failOnConsole } from './failOnConsole';

// findBy*/waitFor default to 1 s, and a test to 5 s, which a loaded 2-core CI machine exceeds while React
// renders a page and user-event types. Slowness is not what these tests assert: waiting longer loosens nothing.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(20_000);
failOnConsole();
