import { failOnConsole } from './failOnConsole';

failOnConsole();
