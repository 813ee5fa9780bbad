import type { Database } from '../../db/types';
import { openTestDatabase } from '../../test-utils/test-db';
import { incrementIdOf } from './increment-id';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase({ seeded: false }));
});
afterAll(() => close());

/** The order number the database makes of a sequence value. */
const orderNumber = async (value: number) =>
  (await db.query<{ n: string }>(`select ${incrementIdOf('$1::bigint')} as n`, [value])).rows[0]!.n;

describe('order numbers', () => {
  it('are the sequence value padded to nine digits, as Magento shows them', async () => {
    expect(await orderNumber(104)).toBe('000000104');
    expect(await orderNumber(1)).toBe('000000001');
    expect(await orderNumber(123456789)).toBe('123456789');
  });

  it('keep growing past nine digits instead of wrapping', async () => {
    expect(await orderNumber(1234567890)).toBe('1234567890');
  });
});
