import type { Queryable } from '../types';
import { insertRows } from './insert';

/** Three-letter codes appear in SKUs (MA-HER-CHR-01-BLU-40), so they never change once published. */
export const COLOURS = {
  BLU: { label: 'Midnight blue', swatch: '#1d2a4a' },
  SIL: { label: 'Silver opaline', swatch: '#d6d4ce' },
  BLK: { label: 'Black', swatch: '#161617' },
  GRN: { label: 'Forest green', swatch: '#22402f' },
  SAL: { label: 'Salmon', swatch: '#e3a48b' },
  IVO: { label: 'Ivory', swatch: '#efe7d6' },
  ANT: { label: 'Anthracite', swatch: '#3a3d42' },
  BUR: { label: 'Burgundy', swatch: '#5b1a26' },
  CHA: { label: 'Champagne', swatch: '#d8c39a' },
  COG: { label: 'Cognac', swatch: '#8a4b22' },
  STL: { label: 'Steel grey', swatch: '#a4a8ad' },
} as const;
export type ColourCode = keyof typeof COLOURS;

export const CASE_SIZES = [32, 34, 36, 38, 39, 40, 41, 42, 43, 44] as const;
export type CaseSize = (typeof CASE_SIZES)[number];
export const caseSizeLabel = (mm: number): string => `${mm} mm`;

export const MATERIALS = {
  steel: 'Stainless steel',
  rosegold: '18k rose gold',
  whitegold: '18k white gold',
  titanium: 'Titanium',
  platinum: 'Platinum',
  alligator: 'Alligator leather',
  calfskin: 'Calfskin',
  nubuck: 'Nubuck',
  rubber: 'Rubber',
  mesh: 'Steel mesh',
} as const;
export type MaterialCode = keyof typeof MATERIALS;

export interface OptionIds {
  colour: Map<ColourCode, number>;
  caseSize: Map<number, number>;
  material: Map<MaterialCode, number>;
  /** Keyed by collection code. */
  collection: Map<string, number>;
}

/** The filterable attribute options; collections get one option each so a listing can filter by collection. */
export async function insertAttributeOptions(
  q: Queryable,
  collections: readonly { code: string; name: string }[],
): Promise<OptionIds> {
  type Entry = { attribute_code: string; label: string; swatch: string | null; sort_order: number };
  const entries: Entry[] = [
    ...Object.values(COLOURS).map((c, i) => ({
      attribute_code: 'colour',
      label: c.label,
      swatch: c.swatch,
      sort_order: i,
    })),
    ...CASE_SIZES.map((mm, i) => ({
      attribute_code: 'case_size',
      label: caseSizeLabel(mm),
      swatch: null,
      sort_order: i,
    })),
    ...Object.values(MATERIALS).map((label, i) => ({
      attribute_code: 'material',
      label,
      swatch: null,
      sort_order: i,
    })),
    ...collections.map((c, i) => ({
      attribute_code: 'collection',
      label: c.name,
      swatch: null,
      sort_order: i,
    })),
  ];
  const rows = await insertRows<keyof Entry, { id: number; attribute_code: string; label: string }>(
    q,
    'attribute_option',
    { attribute_code: 'text', label: 'text', swatch: 'text', sort_order: 'int' },
    entries,
    { returning: 'id, attribute_code, label' },
  );
  const byKey = new Map(rows.map((r) => [`${r.attribute_code}|${r.label}`, Number(r.id)]));
  const get = (attribute: string, label: string): number => {
    const id = byKey.get(`${attribute}|${label}`);
    if (id === undefined) throw new Error(`Seed: no option ${attribute} ${label}`);
    return id;
  };
  return {
    colour: new Map(
      (Object.keys(COLOURS) as ColourCode[]).map((code) => [code, get('colour', COLOURS[code].label)]),
    ),
    caseSize: new Map(CASE_SIZES.map((mm) => [mm, get('case_size', caseSizeLabel(mm))])),
    material: new Map(
      (Object.keys(MATERIALS) as MaterialCode[]).map((code) => [code, get('material', MATERIALS[code])]),
    ),
    collection: new Map(collections.map((c) => [c.code, get('collection', c.name)])),
  };
}
