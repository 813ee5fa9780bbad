import '@testing-library/jest-dom';
import { failOnConsole } from './failOnConsole';

failOnConsole();
