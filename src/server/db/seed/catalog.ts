import type { Queryable } from '../types';
import { caseSizeLabel, type OptionIds } from './attributes';
import {
  collectionCategoryPath,
  LEATHER_STRAPS_PATH,
  METAL_RUBBER_STRAPS_PATH,
  STRAPS_PATH,
  WATCHES_PATH,
} from './categories';
import { idOf, insertRows } from './insert';
import {
  imageRows,
  MEDIA_COLUMNS,
  PRODUCT_VIDEOS,
  VIDEO_COLUMNS,
  videoRows,
  type MediaRow,
  type VideoRow,
} from './media';
import { PRICE_COLUMNS, priceRows } from './prices';
import type { Prng } from './prng';
import { catalogueDate, CATEGORY_PRODUCT_COLUMNS, insertProducts, productRow } from './products';
import { STOCK_COLUMNS, stockQty } from './stock';
import { planStraps, type StrapPlan } from './straps';
import { planWatches, variationAlt, type WatchPlan } from './watches';

export interface SeedContext {
  options: OptionIds;
  collections: ReadonlyMap<string, number>;
  categories: ReadonlyMap<string, number>;
}

export interface Catalog {
  watches: WatchPlan[];
  straps: StrapPlan[];
  /** Every product id by SKU. */
  ids: Map<string, number>;
}

/** The 40 watches (with their variations) and 30 straps, with links, prices, stock and images. */
export async function insertCatalog(q: Queryable, ctx: SeedContext, prng: Prng): Promise<Catalog> {
  const { options } = ctx;
  const watches = planWatches(prng);
  const straps = planStraps(watches);
  const ids = await insertProducts(q, [
    ...watches.map((w) =>
      productRow({
        sku: w.sku,
        type: 'configurable',
        url_key: w.urlKey,
        name: w.model.name,
        description: w.description,
        collection_id: idOf(ctx.collections, w.model.collection),
        case_size_option_id: idOf(options.caseSize, w.model.sizes[0]),
        material_option_id: idOf(options.material, w.model.material),
        specifications: w.specifications,
        position: w.position,
        created_at: catalogueDate(w.position),
      }),
    ),
    ...straps.map((s) =>
      productRow({
        sku: s.sku,
        type: 'simple',
        url_key: s.urlKey,
        name: s.name,
        description: s.description,
        colour_option_id: idOf(options.colour, s.colour),
        material_option_id: idOf(options.material, s.material),
        category_type: 1,
        specifications: s.specifications,
        position: s.position,
        created_at: catalogueDate(s.position),
      }),
    ),
  ]);
  const childIds = await insertProducts(
    q,
    watches.flatMap((w) =>
      w.variations.map((v, index) =>
        productRow({
          sku: v.sku,
          type: 'simple',
          parent_id: idOf(ids, w.sku),
          name: w.model.name,
          description: w.description,
          collection_id: idOf(ctx.collections, w.model.collection),
          colour_option_id: idOf(options.colour, v.colour),
          case_size_option_id: idOf(options.caseSize, v.size),
          material_option_id: idOf(options.material, w.model.material),
          specifications: w.specifications.map((s) =>
            s.label === 'Diameter' ? { ...s, value: caseSizeLabel(v.size) } : s,
          ),
          is_visible: false,
          // Among siblings, position 1 is the default variation.
          position: index + 1,
          created_at: catalogueDate(w.position),
        }),
      ),
    ),
  );
  for (const [sku, id] of childIds) ids.set(sku, id);
  await insertLinks(q, ctx, watches, straps, ids);
  await insertPricesStockMedia(q, watches, straps, ids, prng);
  return { watches, straps, ids };
}

async function insertLinks(
  q: Queryable,
  ctx: SeedContext,
  watches: readonly WatchPlan[],
  straps: readonly StrapPlan[],
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  const category = (path: string): number => idOf(ctx.categories, path);
  const links = [
    ...watches.flatMap((w) => [
      { category_id: category(WATCHES_PATH), product_id: idOf(ids, w.sku), position: w.position },
      {
        category_id: category(collectionCategoryPath(w.model.collection)),
        product_id: idOf(ids, w.sku),
        position: w.position,
      },
    ]),
    ...straps.flatMap((s) => [
      { category_id: category(STRAPS_PATH), product_id: idOf(ids, s.sku), position: s.position },
      {
        category_id: category(s.kind === 'leather' ? LEATHER_STRAPS_PATH : METAL_RUBBER_STRAPS_PATH),
        product_id: idOf(ids, s.sku),
        position: s.position,
      },
    ]),
  ];
  await insertRows(q, 'category_product', CATEGORY_PRODUCT_COLUMNS, links);
  const compatibility = straps.flatMap((s) =>
    s.compatibleWatchSkus.map((watchSku) => ({ strap_id: idOf(ids, s.sku), watch_id: idOf(ids, watchSku) })),
  );
  await insertRows(q, 'strap_compatibility', { strap_id: 'int', watch_id: 'int' }, compatibility);
}

async function insertPricesStockMedia(
  q: Queryable,
  watches: readonly WatchPlan[],
  straps: readonly StrapPlan[],
  ids: ReadonlyMap<string, number>,
  prng: Prng,
): Promise<void> {
  const prices = [
    ...watches.flatMap((w) => [
      ...priceRows(idOf(ids, w.sku), w.prices),
      ...w.variations.flatMap((v) => priceRows(idOf(ids, v.sku), v.prices)),
    ]),
    ...straps.flatMap((s) => priceRows(idOf(ids, s.sku), s.prices)),
  ];
  await insertRows(q, 'product_price', PRICE_COLUMNS, prices);
  const simpleSkus = [...watches.flatMap((w) => w.variations.map((v) => v.sku)), ...straps.map((s) => s.sku)];
  await insertRows(
    q,
    'stock_item',
    STOCK_COLUMNS,
    simpleSkus.map((sku) => ({ product_id: idOf(ids, sku), qty: stockQty(sku, prng) })),
  );
  const media: MediaRow[] = [];
  const videos: VideoRow[] = [];
  for (const w of watches) {
    for (const v of w.variations) {
      media.push(...imageRows(idOf(ids, v.sku), v.sku, variationAlt(w.model.name, v.colour, v.size)));
    }
    const first = w.variations[0];
    if (!first) continue;
    // A parent shows its default variation's pictures; the rows are copied so a listing reads one table.
    const alt = variationAlt(w.model.name, first.colour, first.size);
    media.push(...imageRows(idOf(ids, w.sku), first.sku, alt));
    videos.push(...videoRows(idOf(ids, w.sku), first.sku, w.model.name, 3, PRODUCT_VIDEOS[w.sku] ?? []));
  }
  for (const s of straps) {
    media.push(...imageRows(idOf(ids, s.sku), s.sku, s.name));
  }
  await insertRows(q, 'product_media', MEDIA_COLUMNS, media);
  await insertRows(q, 'product_media', VIDEO_COLUMNS, videos);
}
