#!/usr/bin/env node
// `npm start`: build what is missing, then run the shop on PORT (default 3000) with the embedded database
// under DATA_DIR (default ./var), seeded on first start.
import { spawn } from 'node:child_process';
import { ensureBuilt, SERVER_ENTRY, root } from './lib/build.mjs';

try {
  await ensureBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const port = process.env.PORT || '3000';
console.log(`Starting Caseback on http://localhost:${port}/en-int/ …`);
console.log(`Mails the shop sends (order confirmations) appear at http://localhost:${port}/dev/mailbox`);
// The demo: the development mailbox and sandbox payment approvals, which answer this machine only (or the
// token the server prints); it listens on 127.0.0.1 unless HOST says otherwise.
const child = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DEV_MAILBOX: 'true', SANDBOX_APPROVALS: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
