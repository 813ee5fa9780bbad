#!/usr/bin/env node
// Fails when a built script still holds a message's English as a string. The build leaves react-intl's ICU
// parser out (webpack.config.ts, `messageAlias`): every message must arrive compiled, the English by the
// build's transformer. One it did not see (a descriptor written outside `defineMessages`, `formatMessage` or
// `<FormattedMessage>`) would be a string here and fail in the shopper's browser when it is shown. Run by
// `npm test` after the production build; `node scripts/checks/compiled-messages.mjs [DIR…]` checks other folders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const BUILT = [join(root, 'build/client/static'), join(root, 'build/ssr')];
/** `defaultMessage:"…"` as the minifier writes it, or with a space as the server renderer's bundle keeps it. */
const STRING_MESSAGE = /defaultMessage\s*:\s*(["'`])((?:\\.|(?!\1).){0,60})/g;

/** Each string message found in the scripts of `dirs`: the file and the start of the message. */
export function stringMessages(dirs) {
  const found = [];
  for (const dir of dirs.filter((d) => existsSync(d))) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
      const file = join(dir, name);
      for (const match of readFileSync(file, 'utf8').matchAll(STRING_MESSAGE)) {
        found.push({ file: relative(root, file), message: match[2] });
      }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : BUILT;
  if (!dirs.some((d) => existsSync(d))) {
    console.error(`compiled-messages: nothing built in ${dirs.join(', ')}`);
    process.exit(1);
  }
  const found = stringMessages(dirs);
  for (const { file, message } of found) console.error(`${file}: a message left as a string: "${message}…"`);
  if (found.length) {
    console.error(
      'Write it with defineMessages (src/common/i18n/define-messages.ts) so the build compiles it.',
    );
    process.exit(1);
  }
  console.log('Every message in the build is compiled.');
}
