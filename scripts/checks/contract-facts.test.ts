import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const SCRIPT = join(__dirname, 'contract-facts.mjs');

/** A contract small enough to read: one pattern, one enum, one limit, one parameter. */
const BUNDLE = {
  components: {
    schemas: {
      GiftMessageRequest: {
        type: 'object',
        properties: {
          gift_message: { type: 'object', properties: { message: { type: 'string', maxLength: 30 } } },
        },
      },
      Telephone: { type: 'string', pattern: '^\\+?[0-9(][0-9 ()./-]{4,28}[0-9]$' },
      Reservation: { type: 'object', properties: { telephone: { $ref: '#/components/schemas/Telephone' } } },
      StockStatus: { type: 'string', enum: ['in_stock', 'out_of_stock'] },
      Flag: { type: 'integer', enum: [0, 1] },
    },
    parameters: {
      CartId: { name: 'cartId', in: 'path', schema: { type: 'string', pattern: '^[A-Za-z0-9]{32}$' } },
    },
  },
  paths: {
    '/rest/{store_code}/V1/guest-carts/{cartId}': {
      get: { operationId: 'getGuestCart', parameters: [{ $ref: '#/components/parameters/CartId' }] },
    },
  },
};

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'contract-facts-'));
  write('src/common/contract/storefront.gen.json', JSON.stringify(BUNDLE));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function check(): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the contract-facts check', () => {
  test('passes on code that imports its facts and builds paths with the builders', () => {
    write(
      'src/client/features/cart/gift.ts',
      [
        "import { GiftMessageRequest, StockStatus } from '../../api/contract-facts';",
        "import { storePaths } from '../../../common/store-paths';",
        '// A comment may say the message has 30 characters and list in_stock, out_of_stock.',
        'export const MAX = GiftMessageRequest.gift_message.message.maxLength;',
        'export const STATUSES = StockStatus.enum;',
        "export const inStock = ['in_stock'] as const; // a choice among the values",
        "export const address = { message: '12-30 Jingumae' };",
        'export const home = (storeCode: string) => storePaths.home(storeCode);',
        'export const api = (storeCode: string) => `/rest/${storeCode}/V1/carts`;',
        'export const flags = [1, 0];',
      ].join('\n'),
    );
    write('src/common/store-paths.ts', 'export const home = (storeCode: string) => `/${storeCode}/`;\n');
    write('src/client/features/cart/gift.test.ts', 'expect(max).toBe(30); // message\n');
    write(
      'src/client/test-utils/paths.ts',
      'export const cart = (storeCode: string) => `/${storeCode}/checkout/cart`;\n',
    );
    write(
      'src/common/contract/facts.gen.ts',
      "export const StockStatus = { enum: ['in_stock', 'out_of_stock'] };\n",
    );
    const { status, output } = check();
    expect(output).toMatch(/restate no contract fact/);
    expect(status).toBe(0);
  });

  test('fails on a restated pattern, as a RegExp literal or a string', () => {
    write(
      'src/client/lib/phone.ts',
      [
        'const PHONE = /^\\+?[0-9(][0-9 ()./-]{4,28}[0-9]$/;',
        "const CART_ID = new RegExp('^[A-Za-z0-9]{32}$');",
        'export { PHONE, CART_ID };',
      ].join('\n'),
    );
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('src/client/lib/phone.ts:1: restates the pattern of Telephone');
    expect(output).toContain('src/client/lib/phone.ts:2: restates the pattern of CartIdParameter');
  });

  test('fails on a restated enum list, as an array or a union type', () => {
    write(
      'src/server/domain/stock.ts',
      [
        "export const STATUSES = ['out_of_stock', 'in_stock'] as const;",
        "export type Status = 'in_stock' | 'out_of_stock';",
      ].join('\n'),
    );
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('src/server/domain/stock.ts:1: restates the enum of StockStatus');
    expect(output).toContain('src/server/domain/stock.ts:2: restates the enum of StockStatus');
  });

  test('fails on a limit stated next to its field', () => {
    write(
      'src/common/gift.ts',
      [
        'export const GIFT_MESSAGE_MAX_LENGTH = 30;',
        'export const schema = { message: string().max(30) };',
      ].join('\n'),
    );
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain(
      'src/common/gift.ts:1: restates GiftMessageRequest.gift_message.message.maxLength (30)',
    );
    expect(output).toContain(
      'src/common/gift.ts:2: restates GiftMessageRequest.gift_message.message.maxLength (30)',
    );
  });

  test('fails on a store path built by hand, in a template or by concatenation', () => {
    write(
      'src/client/features/footer/links.tsx',
      [
        'export const home = (config: { store_code: string }) => `/${config.store_code}/`;',
        "export const cart = (storeCode: string) => '/' + storeCode + '/checkout/cart';",
        'export const mail = (url: string, store: { code: string }) => `${url}/${store.code}/x.html`;',
      ].join('\n'),
    );
    const { status, output } = check();
    expect(status).toBe(1);
    for (const line of [1, 2, 3]) {
      expect(output).toContain(`src/client/features/footer/links.tsx:${line}: builds a store path by hand`);
    }
  });
});
