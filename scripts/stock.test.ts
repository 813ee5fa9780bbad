import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createStockAlertTestApp, TEST_ERP_TOKEN } from '../src/server/test-utils/stock-alert-app';
import type { TestApp } from '../src/server/test-utils/test-app';
import { EXIT, main } from './stock';

let t: TestApp;
let baseUrl: string;
let dataDir: string;
beforeAll(async () => {
  t = await createStockAlertTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'stock-cli-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const SKU = 'MA-NAV-DIV-01-BLU-42';

async function run(argv: string[], env: NodeJS.ProcessEnv = { ERP_TOKEN: TEST_ERP_TOKEN }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, env, dataDir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const qtyOf = async (sku: string) =>
  (
    await t.db.query<{ qty: number }>(
      'select qty from stock_item where product_id = (select id from product where sku = $1)',
      [sku],
    )
  ).rows[0]?.qty;

describe('npm run stock -- set SKU QTY', () => {
  it('sets the stock through the running shop and prints one line', async () => {
    const res = await run(['set', SKU, '4', '--base-url', baseUrl]);
    expect(res).toEqual({
      code: EXIT.ok,
      out: `${SKU}: qty 4 (in stock), 0 back-in-stock mails queued`,
      err: '',
    });
    expect(await qtyOf(SKU)).toBe(4);
  });

  it('finds the token the server wrote in DATA_DIR when ERP_TOKEN is not set', async () => {
    writeFileSync(join(dataDir, 'erp-token'), `${TEST_ERP_TOKEN}\n`, { mode: 0o600 });
    const res = await run(['set', SKU, '0', '--base-url', baseUrl], { DATA_DIR: dataDir });
    expect(res.out).toBe(`${SKU}: qty 0 (out of stock), 0 back-in-stock mails queued`);
    expect(await qtyOf(SKU)).toBe(0);
  });

  it.each([
    [
      'an unknown SKU',
      ['set', 'MA-NO-SUCH', '3'],
      TEST_ERP_TOKEN,
      'Unknown SKU MA-NO-SUCH: No stock item with SKU MA-NO-SUCH.',
    ],
    [
      'a wrong token',
      ['set', SKU, '3'],
      'x'.repeat(30),
      'The shop refused the ERP token (401): A valid ERP integration token is required.',
    ],
  ])('%s: exits 1 with the reason', async (_label, argv, token, message) => {
    const res = await run([...argv, '--base-url', baseUrl], { ERP_TOKEN: token });
    expect(res).toEqual({ code: EXIT.failed, out: '', err: message });
  });

  it.each([
    [['set', SKU, '2.5'], 'QTY must be a whole number from 0 to 1000000 (got "2.5")'],
    [['set', SKU, '1000001'], 'QTY must be a whole number from 0 to 1000000 (got "1000001")'],
    [['set', SKU, '-1'], "Unknown option '-1'"],
    [['set', SKU, 'lots'], 'QTY must be a whole number from 0 to 1000000 (got "lots")'],
    [['set', SKU], 'Expected: set SKU QTY'],
    [['get', SKU, '1'], 'Expected: set SKU QTY'],
  ])('%j: exits 2 with the usage', async (argv, message) => {
    const res = await run(argv);
    expect(res.code).toBe(EXIT.usage);
    expect(res.err).toContain(message);
    expect(res.err).toContain('Usage: npm run stock -- set SKU QTY');
  });

  it('says so when no shop answers', async () => {
    const res = await run(['set', SKU, '1', '--base-url', 'http://127.0.0.1:9']);
    expect(res.code).toBe(EXIT.failed);
    expect(res.err).toMatch(/^Cannot reach the shop at http:\/\/127\.0\.0\.1:9 \(.+\)\. Is it running\?/);
  });

  it('says where the token should be when there is none', async () => {
    const res = await run(['set', SKU, '1', '--base-url', baseUrl], { DATA_DIR: join(dataDir, 'empty') });
    expect(res).toMatchObject({ code: EXIT.failed });
    expect(res.err).toContain(`${join(dataDir, 'empty', 'erp-token')}`);
  });

  it('runs as the npm script does: a real process, its exit code and its line', async () => {
    const root = resolve(__dirname, '..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['-r', 'ts-node/register', 'scripts/stock.ts', 'set', SKU, '2', '--base-url', baseUrl],
      { cwd: root, env: { ...process.env, ERP_TOKEN: TEST_ERP_TOKEN, NODE_OPTIONS: '' }, timeout: 60_000 },
    );
    expect(stdout).toBe(`${SKU}: qty 2 (in stock), 0 back-in-stock mails queued\n`);
    const failed = promisify(execFile)(
      process.execPath,
      ['-r', 'ts-node/register', 'scripts/stock.ts', 'set', SKU, 'many'],
      { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, timeout: 60_000 },
    );
    await expect(failed).rejects.toMatchObject({ code: EXIT.usage });
  });
});
