import type { Queryable } from '../types';
import { idOf, idsBy, insertRows } from './insert';

export interface CollectionDefinition {
  code: string;
  /** Three letters used in SKUs. */
  skuCode: string;
  name: string;
  description: string;
}

export const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    code: 'heritage',
    skuCode: 'HER',
    name: 'Heritage',
    description:
      'Dress watches drawn from the 1930s archive of the manufacture: slim cases, leaf hands and dials finished by hand in our Vallée de Joux workshop.',
  },
  {
    code: 'navigator',
    skuCode: 'NAV',
    name: 'Navigator',
    description:
      'Sports watches built for open water, with screw-down crowns, ceramic bezels and luminous indices that stay legible at depth.',
  },
  {
    code: 'atelier',
    skuCode: 'ATE',
    name: 'Atelier',
    description:
      'Grand complications assembled by a single watchmaker from the first screw to the last, in precious metals and limited numbers.',
  },
  {
    code: 'lumiere',
    skuCode: 'LUM',
    name: 'Lumière',
    description:
      'Smaller, luminous pieces with mother-of-pearl reflections and softly curved cases, made to be worn from morning to evening.',
  },
  {
    code: 'horizon',
    skuCode: 'HOR',
    name: 'Horizon',
    description:
      'Travel watches that keep two time zones at a glance, for those who cross them often and would rather not count the hours.',
  },
  {
    code: 'meridian',
    skuCode: 'MER',
    name: 'Meridian',
    description:
      'Instruments inspired by early aviation: large, clear numerals, oversized crowns and chronographs made to time a flight.',
  },
];

export function collectionByCode(code: string): CollectionDefinition {
  const found = COLLECTIONS.find((c) => c.code === code);
  if (!found) throw new Error(`Seed: unknown collection ${code}`);
  return found;
}

export async function insertCollections(
  q: Queryable,
  collectionOptionIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const rows = await insertRows(
    q,
    'collection',
    { code: 'text', name: 'text', description: 'text', option_id: 'int' },
    COLLECTIONS.map((c) => ({
      code: c.code,
      name: c.name,
      description: c.description,
      option_id: idOf(collectionOptionIds, c.code),
    })),
    { returning: 'id, code' },
  );
  return idsBy(rows, 'code');
}
