import { COLOURS, MATERIALS, type ColourCode, type MaterialCode } from './attributes';
import type { Specification } from './descriptions';
import { priceSet, type PriceSet } from './prices';
import { slugify } from './prng';
import type { WatchPlan } from './watches';

export type StrapKind = 'leather' | 'metal-rubber';

export interface StrapMaterial {
  skuCode: string;
  noun: string;
  kind: StrapKind;
  /** Euros for a 16 mm strap, and what each extra 2 mm of width adds. */
  eur: number;
  perWidth: number;
  buckle: string;
  /** Rubber is for the sports collections only: it looks out of place on a dress watch. */
  collections?: readonly string[];
}

export const STRAP_MATERIALS: Partial<Record<MaterialCode, StrapMaterial>> = {
  alligator: {
    skuCode: 'ALL',
    noun: 'alligator leather strap',
    kind: 'leather',
    eur: 420,
    perWidth: 30,
    buckle: 'Pin buckle',
  },
  calfskin: {
    skuCode: 'CAL',
    noun: 'calfskin strap',
    kind: 'leather',
    eur: 190,
    perWidth: 20,
    buckle: 'Pin buckle',
  },
  nubuck: {
    skuCode: 'NUB',
    noun: 'nubuck strap',
    kind: 'leather',
    eur: 240,
    perWidth: 20,
    buckle: 'Pin buckle',
  },
  rubber: {
    skuCode: 'RUB',
    noun: 'rubber strap',
    kind: 'metal-rubber',
    eur: 200,
    perWidth: 20,
    buckle: 'Folding clasp',
    collections: ['navigator', 'horizon', 'meridian'],
  },
  mesh: {
    skuCode: 'MSH',
    noun: 'Milanese mesh bracelet',
    kind: 'metal-rubber',
    eur: 560,
    perWidth: 30,
    buckle: 'Sliding clasp',
  },
};

/** Material, colour and the lug widths it is made in: 30 straps in all. */
const RANGE: readonly [MaterialCode, ColourCode, readonly number[]][] = [
  ['alligator', 'BLK', [16, 18, 20, 22]],
  ['alligator', 'COG', [18, 20, 22]],
  ['alligator', 'BLU', [16, 20]],
  ['alligator', 'BUR', [16, 18]],
  ['alligator', 'GRN', [20]],
  ['calfskin', 'BLK', [18, 20, 22]],
  ['calfskin', 'COG', [20, 22]],
  ['calfskin', 'IVO', [16]],
  ['nubuck', 'ANT', [20, 22]],
  ['rubber', 'BLK', [20, 22]],
  ['rubber', 'BLU', [20, 22]],
  ['rubber', 'GRN', [22]],
  ['rubber', 'ANT', [20]],
  ['mesh', 'STL', [16, 18, 20, 22]],
];

/** The distance between the lugs grows with the case: the strap must match it exactly. */
export function lugWidth(caseSizeMm: number): number {
  if (caseSizeMm <= 34) return 16;
  if (caseSizeMm <= 38) return 18;
  if (caseSizeMm <= 41) return 20;
  return 22;
}

export interface StrapPlan {
  sku: string;
  urlKey: string;
  name: string;
  description: string;
  specifications: Specification[];
  material: MaterialCode;
  colour: ColourCode;
  width: number;
  kind: StrapKind;
  prices: PriceSet;
  /** Parent SKUs of the watches it fits. */
  compatibleWatchSkus: string[];
  position: number;
}

export function planStraps(watches: readonly WatchPlan[]): StrapPlan[] {
  return RANGE.flatMap(([material, colour, widths]) =>
    widths.map((width) => ({ material, colour, width })),
  ).map(({ material, colour, width }, index) => {
    const spec = STRAP_MATERIALS[material];
    if (!spec) throw new Error(`Seed: ${material} is not a strap material`);
    const colourLabel = material === 'mesh' ? '' : `${COLOURS[colour].label} `;
    const noun = colourLabel ? spec.noun : spec.noun.charAt(0).toUpperCase() + spec.noun.slice(1);
    const name = `${colourLabel}${noun}, ${width} mm`;
    const compatibleWatchSkus = watches
      .filter((w) => w.variations.some((v) => lugWidth(v.size) === width))
      .filter((w) => !spec.collections || spec.collections.includes(w.model.collection))
      .map((w) => w.sku);
    if (compatibleWatchSkus.length < 3) throw new Error(`Seed: strap ${name} fits fewer than 3 watches`);
    return {
      sku: `MA-STR-${spec.skuCode}-${colour}-${width}`,
      urlKey: slugify(name),
      name,
      description: strapDescription(spec, width),
      specifications: [
        { label: 'Material', value: MATERIALS[material] },
        { label: 'Lug width', value: `${width} mm` },
        { label: 'Buckle', value: `${spec.buckle} in stainless steel` },
        {
          label: 'Length',
          value: spec.kind === 'leather' ? '115 / 75 mm' : 'Adjustable, 150 to 205 mm wrist',
        },
      ],
      material,
      colour,
      width,
      kind: spec.kind,
      prices: priceSet(spec.eur + ((width - 16) / 2) * spec.perWidth, 'strap'),
      compatibleWatchSkus,
      position: index + 1,
    };
  });
}

function strapDescription(spec: StrapMaterial, width: number): string {
  const first =
    spec.kind === 'leather'
      ? `Cut, lined and hand-stitched in our leather workshop, this ${spec.noun} softens to the shape of the wrist within a few weeks.`
      : `This ${spec.noun} is made for water, heat and long days outdoors, and keeps its shape and colour year after year.`;
  const second = `It fits every Maison Aurèle watch with ${width} mm between the lugs, and changes in seconds with the quick-release spring bars supplied.`;
  return `${first}\n\n${second}`;
}
