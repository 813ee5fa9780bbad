// Run as a child process by the server on a new PGlite data directory (server.ts): unpacks the cluster,
// migrates and seeds, prints what it seeded as JSON, and exits. PGlite's WebAssembly memory never shrinks, so
// what the migrations and the seed grew it to (about 150 MiB on the demo shop) is given back to the system
// with this process instead of staying in the server for its whole life. The server holds the directory's
// lock meanwhile; this process only runs while the server waits for it.
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { seed } from './seed';

async function main(): Promise<void> {
  const [dataDir, extra] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: prepare-child <data dir> [extra products]');
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    const result = await seed(db, { extraProducts: Number(extra ?? 0) });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
