import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { DEFAULT_TEXTS, type StoreTexts } from './store-text';

type ProductFeature = components['schemas']['ProductFeature'];

/**
 * The parallax sections of a product page, in order (spec 2.3 "Parallax features"), with the title, text
 * and image description the store view has in its own language, else the default.
 */
export async function loadProductFeatures(
  db: Queryable,
  productId: number,
  texts: StoreTexts = DEFAULT_TEXTS,
): Promise<ProductFeature[]> {
  const { rows } = await db.query<{
    id: number;
    title: string;
    body: string;
    image_url: string;
    image_alt: string;
    image_width: number;
    image_height: number;
    video_url: string | null;
  }>(
    `select id, title, body, image_url, image_alt, image_width, image_height, video_url
       from product_feature where product_id = $1 order by position, id`,
    [productId],
  );
  return rows.map((r) => ({
    id: r.id,
    title: texts.text('product_feature', r.id, 'title', r.title),
    text: texts.text('product_feature', r.id, 'body', r.body),
    image: {
      url: r.image_url,
      alt: texts.text('product_feature', r.id, 'image_alt', r.image_alt),
      width: r.image_width,
      height: r.image_height,
    },
    video_url: r.video_url,
  }));
}
