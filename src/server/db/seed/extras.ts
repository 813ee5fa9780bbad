import type { Queryable } from '../types';
import type { CaseSize, ColourCode, MaterialCode } from './attributes';
import type { SeedContext } from './catalog';
import { collectionCategoryPath, WATCHES_PATH } from './categories';
import { COLLECTIONS } from './collections';
import { watchDescription, watchSpecifications } from './descriptions';
import { idOf, insertRows } from './insert';
import { imageRows, MEDIA_COLUMNS } from './media';
import type { Complication, WatchModel } from './models';
import { PRICE_COLUMNS, priceRows, priceSet } from './prices';
import { slugify, type Prng } from './prng';
import { catalogueDate, CATEGORY_PRODUCT_COLUMNS, insertProducts, productRow } from './products';
import { STOCK_COLUMNS } from './stock';
import { variationAlt } from './watches';

const KINDS: readonly [string, Complication][] = [
  ['Automatic', 'AUT'],
  ['Chronograph', 'CHR'],
  ['Small Seconds', 'SSC'],
  ['GMT', 'GMT'],
  ['Moonphase', 'MPH'],
];
const COLOURS: readonly ColourCode[] = ['BLU', 'SIL', 'BLK', 'GRN', 'SAL', 'IVO', 'ANT', 'BUR'];
const SIZES: readonly CaseSize[] = [36, 38, 39, 40, 41, 42];
const MATERIALS: readonly MaterialCode[] = ['steel', 'steel', 'titanium', 'rosegold'];

/** Watches are inserted in slices so no statement carries more than this many products. */
const SLICE = 2000;

/**
 * Benchmark filler: `count` more watches shaped exactly like the curated ones (a configurable parent with
 * one variation), spread over the collections, so listings, search and product pages are measured on
 * realistic rows. SKUs are MA-XT-00001 ... and their variation MA-XT-00001-<colour>-<size>.
 */
export async function insertExtraWatches(
  q: Queryable,
  ctx: SeedContext,
  count: number,
  firstPosition: number,
  prng: Prng,
): Promise<number[]> {
  const parentIds: number[] = [];
  for (let start = 1; start <= count; start += SLICE) {
    const numbers = Array.from({ length: Math.min(SLICE, count - start + 1) }, (_, i) => start + i);
    parentIds.push(...(await insertSlice(q, ctx, numbers, firstPosition, prng)));
  }
  // PGlite never analyses by itself: without statistics the planner takes these tables for a few rows each
  // and may pick plans whose cost grows with the square of the catalogue.
  await q.query('analyze product, product_price, category_product, stock_item, product_media');
  return parentIds;
}

async function insertSlice(
  q: Queryable,
  ctx: SeedContext,
  numbers: readonly number[],
  firstPosition: number,
  prng: Prng,
): Promise<number[]> {
  const plans = numbers.map((n) => {
    const collection = COLLECTIONS[n % COLLECTIONS.length];
    if (!collection) throw new Error('Seed: no collections');
    const [kind, complication] = prng.pick(KINDS);
    const code = String(n).padStart(5, '0');
    const model: WatchModel = {
      collection: collection.code,
      name: `${collection.name} ${kind} Edition ${code}`,
      complication,
      material: prng.pick(MATERIALS),
      sizes: [prng.pick(SIZES)],
      colours: [prng.pick(COLOURS)],
      eur: prng.int(58, 240) * 50,
    };
    const size = model.sizes[0] ?? 40;
    const colour = model.colours[0] ?? 'BLU';
    const sku = `MA-XT-${code}`;
    const family = `${collection.name} ${kind}`;
    return {
      model,
      family,
      sku,
      childSku: `${sku}-${colour}-${size}`,
      size,
      colour,
      position: firstPosition + n,
    };
  });
  const common = (p: (typeof plans)[number]) => ({
    name: p.model.name,
    collection_id: idOf(ctx.collections, p.model.collection),
    case_size_option_id: idOf(ctx.options.caseSize, p.size),
    material_option_id: idOf(ctx.options.material, p.model.material),
    position: p.position,
    created_at: catalogueDate(p.position),
  });
  const ids = await insertProducts(
    q,
    plans.map((p) =>
      productRow({
        ...common(p),
        sku: p.sku,
        type: 'configurable',
        url_key: slugify(p.model.name),
        // The family's name (not the edition's) in the description: the filler then has a few hundred
        // distinct descriptions, each parsed once per chunk for the search documents (parsing was most of the
        // seed's time), and a word of its kind or collection finds the same watches.
        description: watchDescription({ ...p.model, name: p.family }, prng),
        specifications: watchSpecifications(p.model),
      }),
    ),
  );
  const childIds = await insertProducts(
    q,
    plans.map((p) =>
      productRow({
        ...common(p),
        sku: p.childSku,
        type: 'simple',
        parent_id: idOf(ids, p.sku),
        colour_option_id: idOf(ctx.options.colour, p.colour),
        is_visible: false,
        position: 1,
      }),
    ),
  );
  const watches = idOf(ctx.categories, WATCHES_PATH);
  await insertRows(
    q,
    'category_product',
    CATEGORY_PRODUCT_COLUMNS,
    plans.flatMap((p) => [
      { category_id: watches, product_id: idOf(ids, p.sku), position: p.position },
      {
        category_id: idOf(ctx.categories, collectionCategoryPath(p.model.collection)),
        product_id: idOf(ids, p.sku),
        position: p.position,
      },
    ]),
  );
  await insertRows(
    q,
    'product_price',
    PRICE_COLUMNS,
    plans.flatMap((p) => {
      const prices = priceSet(p.model.eur, 'watch');
      return [...priceRows(idOf(ids, p.sku), prices), ...priceRows(idOf(childIds, p.childSku), prices)];
    }),
    { chunkSize: 5000 },
  );
  await insertRows(
    q,
    'stock_item',
    STOCK_COLUMNS,
    plans.map((p) => ({ product_id: idOf(childIds, p.childSku), qty: prng.int(0, 25) })),
  );
  await insertRows(
    q,
    'product_media',
    MEDIA_COLUMNS,
    plans.flatMap((p) => {
      const alt = variationAlt(p.model.name, p.colour, p.size);
      return [
        ...imageRows(idOf(childIds, p.childSku), p.childSku, alt, ['front']),
        ...imageRows(idOf(ids, p.sku), p.childSku, alt, ['front']),
      ];
    }),
  );
  return [...ids.values()];
}
