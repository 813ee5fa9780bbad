#!/usr/bin/env node
'use strict';
// The package's command: the compiled verifier's entry point (dist/ mirrors the repository's folders).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS (tsc's output)
require('../dist/scripts/verify-contract/cli.js').runCommandLine();
