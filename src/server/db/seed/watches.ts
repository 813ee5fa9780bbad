import { COLOURS, type CaseSize, type ColourCode } from './attributes';
import { collectionByCode } from './collections';
import { watchDescription, watchSpecifications, type Specification } from './descriptions';
import { WATCH_MODELS, type WatchModel } from './models';
import { priceSet, sizedEur, type PriceSet } from './prices';
import { slugify, type Prng } from './prng';

export interface VariationPlan {
  sku: string;
  colour: ColourCode;
  size: CaseSize;
  prices: PriceSet;
}

export interface WatchPlan {
  model: WatchModel;
  sku: string;
  urlKey: string;
  description: string;
  specifications: Specification[];
  /** 1-based place in listings. */
  position: number;
  /** The first is the default variation: its size and images stand for the parent. */
  variations: VariationPlan[];
  /** The cheapest variation's prices, which listings show for the parent. */
  prices: PriceSet;
}

/** About one watch in five is sold at a reduced price (its rrp stays visible). */
export const isReducedModel = (index: number): boolean => index % 5 === 2;

/** Each dial colour in the first size; the second size (if any) in up to two colours, so 2 to 4 in all. */
function variationKeys(model: WatchModel): [ColourCode, CaseSize, number][] {
  const [first, second] = model.sizes;
  if (first === undefined) throw new Error(`${model.name} has no size`);
  const keys: [ColourCode, CaseSize, number][] = model.colours.map((c) => [c, first, 0]);
  if (second !== undefined) {
    for (const colour of model.colours.slice(0, keys.length >= 3 ? 1 : 2)) keys.push([colour, second, 1]);
  }
  return keys;
}

export function planWatches(prng: Prng): WatchPlan[] {
  const perCollection = new Map<string, number>();
  return WATCH_MODELS.map((model, index) => {
    const number = (perCollection.get(model.collection) ?? 0) + 1;
    perCollection.set(model.collection, number);
    const sku = `MA-${collectionByCode(model.collection).skuCode}-${model.complication}-${String(number).padStart(2, '0')}`;
    const reduced = isReducedModel(index);
    const variations = variationKeys(model).map(([colour, size, sizeIndex]) => ({
      sku: `${sku}-${colour}-${size}`,
      colour,
      size,
      prices: priceSet(sizedEur(model.eur, sizeIndex), 'watch', reduced),
    }));
    const cheapest = variations.reduce((a, b) => (b.prices.EUR.amount < a.prices.EUR.amount ? b : a));
    return {
      model,
      sku,
      urlKey: `${slugify(model.name)}-${model.sizes[0]}`,
      description: watchDescription(model, prng),
      specifications: watchSpecifications(model),
      position: index + 1,
      variations,
      prices: cheapest.prices,
    };
  });
}

/** 'Heritage Chronograph, midnight blue dial, 40 mm' — the start of every image's alt text. */
export const variationAlt = (name: string, colour: ColourCode, size: number): string =>
  `${name}, ${COLOURS[colour].label.toLowerCase()} dial, ${size} mm`;
