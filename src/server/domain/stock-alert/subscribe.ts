import type { components } from '../../../common/contract/schema.gen';
import type { Database, Queryable } from '../../db/types';
import { InvalidInput, NotFound, RateLimited } from '../errors';
import { canonicalMailbox } from '../security/canonical-mailbox';
import { hit, type RateLimitRule } from '../security/rate-limit';
import type { ShopLink } from '../newsletter/newsletter-mails';
import { requestSubscription } from '../newsletter/subscribers';
import { findAlertProductById, isShopperFacing, type AlertProduct } from './alert-product';
import { STOCK_ALERT_ERRORS, STOCK_ALERT_HTML } from './messages';
import { type StockAlertResult, type EnumOf } from '../../../common/contract/facts.gen';
import { apiMessage } from '../i18n/api-message';

type StockAlertResult = components['schemas']['StockAlertResult'];

/**
 * A form anyone can post: per client address every attempt counts (like sign-in), and per e-mail address, so
 * that nobody can sign a stranger up for a flood of alerts from many addresses.
 */
export const STOCK_ALERT_LIMITS = {
  perClient: { max: 30, windowS: 15 * 60 } satisfies RateLimitRule,
  perEmail: { max: 10, windowS: 60 * 60 } satisfies RateLimitRule,
};

export interface StockAlertRequest {
  storeId: number;
  productId: number;
  email: string;
  newsletter: boolean;
  /** The signed-in customer, recorded with the alert; null for guests. */
  customerId: number | null;
  clientAddress: string;
  /** Where the newsletter confirmation mail links to. */
  link: ShopLink;
}

async function limit(db: Queryable, bucket: string, rule: RateLimitRule): Promise<void> {
  const state = await hit(db, bucket, rule);
  if (state.hits > rule.max) {
    throw new RateLimited(
      apiMessage(STOCK_ALERT_ERRORS.tooMany, { retryAfterS: state.retryAfterS }),
      state.retryAfterS,
    );
  }
}

const answer = (
  status: EnumOf<typeof StockAlertResult.status>,
  html: string,
  p: AlertProduct,
): StockAlertResult => ({
  status,
  html,
  product: { id: p.id, sku: p.sku, name: p.name },
});

/**
 * Records a back-in-stock alert (spec 2.3, 3, 7). Asking again while the alert is pending is answered ok and
 * changes nothing; a product in stock answers nok. The stock row is read `for share`, so a restock running at
 * the same moment either comes first (nok) or waits for this alert and mails it.
 */
export async function subscribeToStockAlert(db: Database, req: StockAlertRequest): Promise<StockAlertResult> {
  await limit(db, `stock-alert:client:${req.clientAddress}`, STOCK_ALERT_LIMITS.perClient);
  const product = await findAlertProductById(db, req.productId);
  if (!product || !isShopperFacing(product)) throw new NotFound(STOCK_ALERT_ERRORS.unknownProduct);
  if (product.type === 'configurable') {
    throw new InvalidInput(STOCK_ALERT_ERRORS.configurable, 'body.product');
  }
  // One mailbox, one allowance, however its address is spelled (case, plus tags).
  await limit(db, `stock-alert:email:${canonicalMailbox(req.email)}`, STOCK_ALERT_LIMITS.perEmail);

  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ qty: number }>(
      'select qty from stock_item where product_id = $1 for share',
      [product.id],
    );
    if ((rows[0]?.qty ?? 0) > 0) return answer('nok', STOCK_ALERT_HTML.inStock, product);
    await tx.query(
      `insert into stock_alert (product_id, email, store_id, customer_id, newsletter) values ($1, $2, $3, $4, $5)
       on conflict (product_id, lower(email), store_id) where notified_at is null do nothing`,
      [product.id, req.email, req.storeId, req.customerId, req.newsletter],
    );
    if (req.newsletter) await subscribeToNewsletter(tx, req);
    return answer('ok', STOCK_ALERT_HTML.subscribed(product.name), product);
  });
}

/**
 * `newsletter_subscribe=1`: the address goes through the newsletter's double opt-in (the signed-in
 * customer's own account address joins at once; any other is mailed a confirmation link).
 */
async function subscribeToNewsletter(q: Queryable, req: StockAlertRequest): Promise<void> {
  await requestSubscription(q, {
    email: req.email,
    storeId: req.storeId,
    customerId: req.customerId,
    source: 'stock_alert',
    link: req.link,
  });
}
