import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import type { StoreTexts } from '../catalog/store-text';
import type { StoreView } from '../store/store-registry';
import { loadCustomOptions } from './custom-options.sql';
import { sizeGuideUrl } from './size-guides';
import { compatibleStrapIds, compatibleWatches } from './straps.sql';
import { storePaths } from '../../../common/store-paths';
import { defineMessages } from '../../../common/i18n/define-messages';
import { sayIn } from '../i18n/api-message';

type ProductDetail = components['schemas']['ProductDetail'];
export type ProductExtras = Pick<
  ProductDetail,
  'custom_options' | 'size_guide' | 'strap_confirmation' | 'buy_straps'
>;

/** Spec 9: category_type 1 means straps; any other value means watches. */
const STRAPS = 1;

/** The strap's confirmation popup and the watches' 'Buy straps' form, worded in the store's language. */
export const PRODUCT_EXTRAS_TEXTS = defineMessages({
  strapTitle: { id: 'api.product.strapConfirmationTitle', defaultMessage: 'Add this strap to your cart?' },
  strapMessage: {
    id: 'api.product.strapConfirmationMessage',
    defaultMessage: 'This strap is sold without the watch. It fits the watches listed below.',
  },
  buyStraps: { id: 'api.product.buyStraps', defaultMessage: 'Buy straps' },
});

/**
 * What a product page shows beside the variation: custom options, the size guide, and either the
 * strap's confirmation popup (straps) or the 'Buy straps' form (watches that straps fit). Option and size
 * guide titles are the store view's own (`texts`), else the default.
 */
export async function loadProductExtras(
  q: Queryable,
  store: StoreView,
  productId: number,
  texts: StoreTexts,
): Promise<ProductExtras> {
  const { rows } = await q.query<{
    category_type: number;
    guide_id: number | null;
    code: string | null;
    label: string | null;
  }>(
    `select p.category_type, g.id as guide_id, g.code, g.label
       from product p left join size_guide g on g.code = p.size_guide_code
      where p.id = $1`,
    [productId],
  );
  const head = rows[0];
  const isStrap = head?.category_type === STRAPS;
  const [customOptions, watches, strapIds] = await Promise.all([
    loadCustomOptions(q, productId, texts),
    isStrap ? compatibleWatches(q, productId, store.code) : Promise.resolve([]),
    isStrap ? Promise.resolve([]) : compatibleStrapIds(q, productId, store.currencyCode),
  ]);
  const say = sayIn(store);
  const strapConfirmation = {
    title: say(PRODUCT_EXTRAS_TEXTS.strapTitle),
    message: say(PRODUCT_EXTRAS_TEXTS.strapMessage),
  };
  return {
    custom_options: customOptions,
    size_guide:
      head?.guide_id != null && head.code && head.label
        ? {
            label: texts.text('size_guide', head.guide_id, 'label', head.label),
            url: sizeGuideUrl(head.code),
          }
        : null,
    strap_confirmation: isStrap ? { ...strapConfirmation, compatible_watches: watches } : null,
    buy_straps:
      !isStrap && strapIds.length > 0
        ? {
            label: say(PRODUCT_EXTRAS_TEXTS.buyStraps),
            form_action: storePaths.compatibleStraps(store.code),
            strap_count: strapIds.length,
          }
        : null,
  };
}
