import { migrate } from '/work/main/src/server/db/migrate';
import { openPglite } from '/work/main/src/server/db/pglite';
import { seed } from '/work/main/src/server/db/seed';
import type { Database } from '/work/main/src/server/db/types';

async function main() {
  const db = await openPglite();
  await migrate(db);
  const times = new Map<string, number>();
  const wrapQ = (q: any) => ({
    query: async (sql: string, params?: readonly unknown[]) => {
      const t = performance.now();
      const r = await q.query(sql, params);
      const key = sql.replace(/\s+/g, ' ').slice(0, 60);
      times.set(key, (times.get(key) ?? 0) + performance.now() - t);
      return r;
    },
  });
  const wrapped: Database = { ...db, query: wrapQ(db).query, transaction: (w) => db.transaction((tx) => w(wrapQ(tx) as any)) };
  const t = performance.now();
  await seed(wrapped, { extraProducts: Number(process.argv[2] ?? 0) });
  process.stdout.write(`total ${(performance.now() - t).toFixed(0)}\n`);
  for (const [k, v] of [...times].sort((a, b) => b[1] - a[1]).slice(0, 12)) process.stdout.write(`${v.toFixed(0).padStart(7)} ${k}\n`);
}
main();
