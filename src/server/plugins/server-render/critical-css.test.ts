import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CriticalCssInliner } from './critical-css';

const BODY =
  '<body><div id="root"><main class="used">Navigator GMT<!-- --> <b>41 mm</b></main></div>' +
  '<script type="application/json" id="caseback-state">{"a":"<\\/script>"}</script></body></html>';
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><style nonce="SLOT">html{background:#f7f4ef}</style>' +
  '<script nonce="SLOT" defer src="/static/main.js"></script>' +
  '<link href="/static/main.css" rel="stylesheet"><title>Navigator</title></head>' +
  BODY;

let clientDir: string;
let inliner: CriticalCssInliner;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(clientDir, 'static'));
  writeFileSync(
    join(clientDir, 'static/main.css'),
    '.used{color:#1b1b1b}.menu-panel{display:grid}@media (min-width:768px){.used{padding:2rem}}',
  );
  inliner = new CriticalCssInliner(clientDir);
});

afterAll(async () => {
  await inliner.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('critical CSS inline in a kept page', () => {
  test('the rules the page uses go in a nonced style in the head; the stylesheet loads at the end of the body', async () => {
    const page = await inliner.inline(PAGE, 'SLOT');
    const head = page?.slice(0, page.indexOf('</head>')) ?? '';
    expect(head).toContain(
      '<style nonce="SLOT">.used{color:#1b1b1b}@media (min-width:768px){.used{padding:2rem}}</style>',
    );
    expect(head).not.toContain('menu-panel');
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<script nonce="SLOT" defer src="/static/main.js"></script>');
    expect(head).toContain('<title>Navigator</title>');
    expect(page).not.toContain('data-beasties-container');
  });

  test('the body is byte for byte the rendered one (hydration compares it), the link added before </body>', async () => {
    const page = (await inliner.inline(PAGE, 'SLOT')) ?? '';
    expect(page.slice(page.indexOf('</head>'))).toBe(
      `</head>${BODY.replace('</body>', '<link href="/static/main.css" rel="stylesheet"></body>')}`,
    );
  });

  test('a page beyond the queue is left as it is (null), not queued without end', async () => {
    const small = new CriticalCssInliner(clientDir, 1);
    const [first, second] = await Promise.all([small.inline(PAGE, 'SLOT'), small.inline(PAGE, 'SLOT')]);
    await small.close();
    expect([typeof first, second]).toEqual(['string', null]);
  });
});
