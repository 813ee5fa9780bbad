import type { Queryable } from '../../db/types';
import { productImagePath } from '../catalog/urls';
import { type ProductDetail, type EnumOf } from '../../../common/contract/facts.gen';

/** A product as alerts need it: the shopper's name for it (the watch's, for a variation), where it lives, stock. */
export interface AlertProduct {
  id: number;
  sku: string;
  type: EnumOf<typeof ProductDetail.type>;
  name: string;
  /** The product page's URL key (the parent's, for a variation); null when it has no page. */
  urlKey: string | null;
  isVariation: boolean;
  isVisible: boolean;
  qty: number;
  image: { url: string; alt: string };
}

interface Row {
  id: number;
  sku: string;
  type: EnumOf<typeof ProductDetail.type>;
  name: string;
  url_key: string | null;
  is_variation: boolean;
  is_visible: boolean;
  qty: number;
  image_url: string | null;
  image_alt: string | null;
}

const SELECT = `
select p.id, p.sku, p.type, coalesce(parent.name, p.name) as name,
       coalesce(parent.url_key, p.url_key) as url_key, p.parent_id is not null as is_variation,
       coalesce(parent.is_visible, p.is_visible) as is_visible, coalesce(s.qty, 0) as qty,
       m.url as image_url, m.alt as image_alt
  from product p
  left join product parent on parent.id = p.parent_id
  left join stock_item s on s.product_id = p.id
  left join lateral (
    select url, alt from product_media
     where product_id = p.id and media_type = 'image' order by position, id limit 1
  ) m on true`;

const toProduct = (r: Row): AlertProduct => ({
  id: r.id,
  sku: r.sku,
  type: r.type,
  name: r.name,
  urlKey: r.url_key,
  isVariation: r.is_variation,
  isVisible: r.is_visible,
  qty: r.qty,
  image: { url: r.image_url ?? productImagePath(r.sku), alt: r.image_alt ?? r.name },
});

/** Postgres `int`: a larger id in a well-formed form field names no product (rather than failing the query). */
const MAX_ID = 2147483647;

export async function findAlertProductById(q: Queryable, id: number): Promise<AlertProduct | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const { rows } = await q.query<Row>(`${SELECT} where p.id = $1`, [id]);
  return rows[0] ? toProduct(rows[0]) : null;
}

export async function findAlertProductBySku(q: Queryable, sku: string): Promise<AlertProduct | null> {
  const { rows } = await q.query<Row>(`${SELECT} where p.sku = $1`, [sku]);
  return rows[0] ? toProduct(rows[0]) : null;
}

/** Shoppers can only ask about what the shop shows them: a variation or simple product with a visible page. */
export const isShopperFacing = (p: AlertProduct): boolean => p.isVisible && p.urlKey !== null;
