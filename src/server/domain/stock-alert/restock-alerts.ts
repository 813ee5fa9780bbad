import type { Queryable } from '../../db/types';
import { outboxTransport } from '../mail/transport';
import type { AlertProduct } from './alert-product';
import { restockMail } from './restock-mail';

interface PendingAlert {
  id: number;
  email: string;
  store_code: string;
  language_code: string;
  locale: string;
  currency_code: string;
  amount: number | null;
}

/**
 * Queues one mail per pending alert of a product that just came back (in the caller's transaction, so the
 * mails exist exactly when the restock is committed) and marks the alerts notified: a later restock of the
 * same product writes to nobody who was already told. Answers how many mails were queued.
 */
export async function queueRestockMails(
  tx: Queryable,
  product: AlertProduct,
  publicUrl: string,
): Promise<number> {
  if (product.urlKey === null) return 0;
  const { rows } = await tx.query<PendingAlert>(
    `select a.id, a.email, st.code as store_code, st.language_code, st.locale, st.currency_code, pr.amount
       from stock_alert a
       join store st on st.id = a.store_id
       left join product_price pr on pr.product_id = a.product_id and pr.currency_code = st.currency_code
      where a.product_id = $1 and a.notified_at is null
      order by a.id
        for update of a`,
    [product.id],
  );
  const mail = outboxTransport(tx);
  for (const alert of rows) {
    await mail.send(
      restockMail({
        to: alert.email,
        product: { ...product, urlKey: product.urlKey },
        store: {
          code: alert.store_code,
          languageCode: alert.language_code,
          locale: alert.locale,
          currencyCode: alert.currency_code,
        },
        amount: alert.amount,
        publicUrl,
      }),
    );
  }
  if (rows.length) {
    await tx.query('update stock_alert set notified_at = now() where id = any($1::int[])', [
      rows.map((r) => r.id),
    ]);
  }
  return rows.length;
}
