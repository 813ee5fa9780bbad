#!/usr/bin/env node
'use strict';
// The package's command: the compiled verifier's entry point (dist/ mirrors the repository's folders).
require('../dist/scripts/verify-contract/cli.js').runCommandLine();
