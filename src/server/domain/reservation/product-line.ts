import type { Queryable } from '../../db/types';
import { defineMessages } from '../../../common/i18n/define-messages';

export const PRODUCT_NOT_FOUND = defineMessages({
  productNotFound: { id: 'api.reservation.productNotFound', defaultMessage: 'This product does not exist.' },
}).productNotFound;

/** A product as the mails name it: a variation under its watch's name, with its dial and case size. */
export interface ProductLine {
  id: number;
  sku: string;
  name: string;
  /** 'Midnight blue, 40 mm': empty for a product without options. */
  options: string;
}

export async function findReservableProduct(q: Queryable, productId: number): Promise<ProductLine | null> {
  const { rows } = await q.query<{
    id: number;
    sku: string;
    name: string;
    colour: string | null;
    size: string | null;
  }>(
    `select p.id, p.sku, coalesce(parent.name, p.name) as name, colour.label as colour, size.label as size
       from product p
       left join product parent on parent.id = p.parent_id
       left join attribute_option colour on colour.id = p.colour_option_id
       left join attribute_option size on size.id = p.case_size_option_id
      where p.id = $1`,
    [productId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    options: [row.colour, row.size].filter((v): v is string => v !== null).join(', '),
  };
}
