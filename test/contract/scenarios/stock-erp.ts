import { type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { randomText } from './inputs';

/**
 * The ERP feed's stock update needs the integration's token: the verifier checks that the operation refuses
 * callers without it or with a wrong one (401) and, given the token (--erp-token), that it is accepted by asking
 * for a SKU that does not exist (404). A real update is made by the guest order's stock check
 * (stock-follows-order.ts), which puts the stock back with the `previous_qty` the operation answers.
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
