import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { failOnConsole } from './failOnConsole';

// findBy*/waitFor default to 1 s, which a loaded 2-core CI machine can exceed while React renders a page.
configure({ asyncUtilTimeout: 5000 });
failOnConsole();
