import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, 'compiled-messages.mjs');

const check = (scripts: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'compiled-messages-'));
  try {
    for (const [name, text] of Object.entries(scripts)) writeFileSync(join(dir, name), text);
    return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('compiled-messages check (the build has no ICU parser)', () => {
  it('passes scripts whose messages are syntax trees', () => {
    const run = check({
      'main.js': 'const m={inStock:{id:"common.inStock",defaultMessage:[{type:0,value:"In stock"}]}};',
    });
    expect(run.status).toBe(0);
  });

  it.each([
    ['minified', 'x={id:"a.b",defaultMessage:"Out of stock"}'],
    ['spaced, single quotes', "x = { id: 'a.b', defaultMessage: 'Out of stock' }"],
    ['a template literal', 'x = { id: "a.b", defaultMessage: `Out of stock` }'],
  ])('fails on a message left as a string (%s), naming the file and the text', (_kind, text) => {
    const run = check({ 'ok.js': 'const a=1;', 'page-cart.js': text });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('page-cart.js: a message left as a string: "Out of stock…"');
  });
});
