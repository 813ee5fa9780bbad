/**
 * Seeds a fresh in-memory PGlite and prints how long it took and what it holds:
 *   TS_NODE_PROJECT=tsconfig.jest.json node -r ts-node/register scripts/seed-stats.ts [extraProducts]
 * (tsconfig.jest.json sets the rootDir that TypeScript 6 asks ts-node for.)
 */
import { migrate } from '../src/server/db/migrate';
import { openPglite } from '../src/server/db/pglite';
import { seed } from '../src/server/db/seed';

const TABLES = [
  'website',
  'store',
  'attribute_option',
  'collection',
  'category',
  'product',
  'product_price',
  'stock_item',
  'product_media',
  'category_product',
  'strap_compatibility',
  'shop',
  'shop_stock',
  'watch_registry',
  'customer',
  'customer_address',
  'sales_order',
  'sales_order_item',
  'registered_watch',
];

async function main(): Promise<void> {
  const extraProducts = Number(process.argv[2] ?? 0);
  const db = await openPglite();
  await migrate(db);
  const started = performance.now();
  await seed(db, { extraProducts });
  const seconds = (performance.now() - started) / 1000;
  const lines = [`seed with ${extraProducts} extra products: ${seconds.toFixed(2)} s`];
  for (const table of TABLES) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    lines.push(`  ${table.padEnd(20)} ${rows[0]?.n ?? 0}`);
  }
  await db.close();
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
