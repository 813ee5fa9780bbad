import { type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { randomText } from './inputs';

/**
 * The ERP feed's stock update needs the integration's token: the verifier checks that the operation refuses
 * callers without it or with a wrong one (401) and, given the token (--erp-token), that it is accepted by asking
 * for a SKU that does not exist (404). It never changes stock: the contract has no way to read a SKU's exact
 * quantity back, so a run could not put it back. A real update is covered by the server's tests and by
 * `npm run stock -- set SKU QTY` against a running shop.
 */
export const erpStock = (found: Discovered): Scenario => ({
  operationId: 'setErpStockQty',
  async run(t) {
    const sku =
      found.products.flatMap((p) => [p.sku, ...p.variations.map((v) => v.sku)])[0] ?? 'MA-VERIFY-0001';
    const input = { path: { sku }, body: { qty: 1 } };
    await t.rejects('setErpStockQty', 'without Authorization', input, { status: 401, code: 'unauthorized' });
    await t.rejects(
      'setErpStockQty',
      'with a made-up bearer token',
      { ...input, headers: { Authorization: `Bearer ${randomText(40)}` } },
      { status: 401, code: 'unauthorized' },
    );
    const token = t.token('erpToken');
    if (!token) return;
    await t.rejects(
      'setErpStockQty',
      'with the ERP token, a SKU that does not exist',
      {
        path: { sku: `VERIFY-NO-SUCH-SKU-${randomText(8)}` },
        body: { qty: 1 },
        headers: { Authorization: `Bearer ${token}` },
      },
      { status: 404 },
    );
  },
});
