import { failOnConsole } from './failOnConsole';
import { applySlowFileTimeout } from './timeouts';

applySlowFileTimeout();
failOnConsole();
