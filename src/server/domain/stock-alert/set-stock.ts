import type { components } from '../../../common/contract/schema.gen';
import type { Database } from '../../db/types';
import { NotFound } from '../errors';
import { findAlertProductBySku } from './alert-product';
import { STOCK_ALERT_ERRORS } from './messages';
import { queueRestockMails } from './restock-alerts';
import { onStockChanged } from './stock-events';

type ErpStockResult = components['schemas']['ErpStockResult'];

/**
 * The ERP feed's stock update for one variation or simple product, in one transaction: the stock row is
 * locked, so two updates of one product run one after the other and only the one that takes it from 0 to
 * more than 0 mails the pending alerts. Configurable products have no stock of their own (NotFound).
 */
export async function setStockQty(
  db: Database,
  sku: string,
  qty: number,
  publicUrl: string,
): Promise<ErpStockResult> {
  const { previous, notified, productId } = await db.transaction(async (tx) => {
    const product = await findAlertProductBySku(tx, sku);
    if (!product || product.type !== 'simple') throw new NotFound(STOCK_ALERT_ERRORS.unknownSku(sku));
    // A simple product without a stock row has none on hand: give it one, then lock it.
    await tx.query(
      'insert into stock_item (product_id, qty) values ($1, 0) on conflict (product_id) do nothing',
      [product.id],
    );
    const { rows } = await tx.query<{ qty: number }>(
      'select qty from stock_item where product_id = $1 for update',
      [product.id],
    );
    const before = rows[0]!.qty;
    await tx.query('update stock_item set qty = $2 where product_id = $1', [product.id, qty]);
    const mailed = before === 0 && qty > 0 ? await queueRestockMails(tx, product, publicUrl) : 0;
    return { previous: before, notified: mailed, productId: product.id };
  });
  if (previous !== qty) await onStockChanged(db, [productId]);
  return { sku, qty, previous_qty: previous, is_in_stock: qty > 0, notified };
}
