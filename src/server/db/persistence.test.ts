import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteTemplate } from '../test-utils/db-templates';
import { migrate, splitStatements } from './migrate';
import { openPglite } from './pglite';

describe('embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'caseback-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps committed data across a restart and does not migrate twice', async () => {
    // A data directory made by initdb once per run (the template), not again here: the restart is the point.
    const first = await openPglite(dir, { from: pgliteTemplate('empty') });
    expect((await migrate(first)).length).toBeGreaterThan(0);
    await first.query(
      `insert into website (code, name, country_code, default_store_code) values ('w', 'W', 'CH', 'en-int')`,
    );
    await first.close();

    const second = await openPglite(dir);
    expect(await migrate(second)).toEqual([]);
    const { rows } = await second.query<{ code: string }>('select code from website');
    expect(rows).toEqual([{ code: 'w' }]);
    await second.close();
  });

  it('rolls back a failed transaction', async () => {
    const db = await openPglite(undefined, { from: pgliteTemplate('migrated') });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into website (code, name, country_code, default_store_code) values ('x', 'X', 'FR', 'fr-fr')`,
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query('select 1 from website')).rowCount).toBe(0);
    await db.close();
  });
});

describe('splitStatements', () => {
  it('splits on trailing semicolons, skips comments and keeps dollar-quoted bodies whole', () => {
    const sql = `-- a comment\ncreate table a (x int);\ncreate function f() returns int as $$\nbegin return 1; end;\n$$ language plpgsql;\n`;
    expect(splitStatements(sql)).toEqual([
      'create table a (x int);',
      'create function f() returns int as $$\nbegin return 1; end;\n$$ language plpgsql;',
    ]);
  });
});
