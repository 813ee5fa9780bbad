import { failOnConsole } from './failOnConsole';
import { applyTestTimeout } from './timeouts';

applyTestTimeout();
failOnConsole();
