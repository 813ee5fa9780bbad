import { WatchSerial } from '../../../common/contract/facts.gen';
import type { Queryable } from '../types';
import { idOf, insertRows } from './insert';
import type { Prng } from './prng';

export interface RegistryEntry {
  serial: string;
  caseback: string;
  sku: string;
  manufacturedOn: string;
}

/**
 * Entries the tests and the demo rely on. Caseback numbers run per model, so two different models can carry
 * the same caseback: 1887001 is shared by two products and 2024117 by three, while 4815162 is unique.
 */
export const FIXED_REGISTRY: readonly RegistryEntry[] = [
  { serial: 'MA2C4K7Q1', caseback: '4815162', sku: 'MA-HER-CHR-01-BLU-40', manufacturedOn: '2025-03-14' },
  { serial: 'MA3F6L2X8', caseback: '1887001', sku: 'MA-HER-AUT-02-IVO-38', manufacturedOn: '2024-06-03' },
  { serial: 'MA8V1Z5C4', caseback: '1887001', sku: 'MA-MER-AUT-02-BLK-40', manufacturedOn: '2023-11-20' },
  { serial: 'MA4D7G1K9', caseback: '2024117', sku: 'MA-HOR-GMT-01-BLU-40', manufacturedOn: '2024-01-17' },
  { serial: 'MA6N2Q8T5', caseback: '2024117', sku: 'MA-NAV-DIV-01-BLK-42', manufacturedOn: '2024-02-09' },
  { serial: 'MA1W5Y3M7', caseback: '2024117', sku: 'MA-ATE-MPH-03-BLU-39', manufacturedOn: '2022-09-28' },
  // Registered by the demo customers (see customers.ts).
  { serial: 'MA7H3P9D2', caseback: '2718281', sku: 'MA-HER-CHR-01-BLU-40', manufacturedOn: '2025-09-01' },
  { serial: 'MA5R8T2W6', caseback: '1618033', sku: 'MA-LUM-MPH-02-BLU-34', manufacturedOn: '2024-12-05' },
  { serial: 'MA9J4N6B3', caseback: '1414213', sku: 'MA-NAV-GMT-03-BLK-41', manufacturedOn: '2025-05-22' },
];

const GENERATED = 84;
// No I or O: engraved, they are too easily read as 1 and 0.
const SERIAL_ALPHABET = [...'0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'];
const FIRST_DAY = Date.UTC(2021, 0, 4);
const LAST_DAY = Date.UTC(2026, 8, 30);

export function planRegistry(variationSkus: readonly string[], prng: Prng): RegistryEntry[] {
  const serials = new Set(FIXED_REGISTRY.map((e) => e.serial));
  const casebacks = new Set(FIXED_REGISTRY.map((e) => e.caseback));
  const entries = [...FIXED_REGISTRY];
  while (entries.length < FIXED_REGISTRY.length + GENERATED) {
    let serial = 'MA';
    while (serial.length < WatchSerial.minLength) serial += prng.pick(SERIAL_ALPHABET);
    const caseback = String(prng.int(1_000_000, 9_999_999));
    if (serials.has(serial) || casebacks.has(caseback)) continue;
    serials.add(serial);
    casebacks.add(caseback);
    const day = prng.int(0, Math.floor((LAST_DAY - FIRST_DAY) / 86_400_000));
    const manufacturedOn = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
    entries.push({ serial, caseback, sku: prng.pick(variationSkus), manufacturedOn });
  }
  return entries;
}

export async function insertRegistry(
  q: Queryable,
  entries: readonly RegistryEntry[],
  productIds: ReadonlyMap<string, number>,
): Promise<void> {
  await insertRows(
    q,
    'watch_registry',
    { serial: 'text', caseback: 'text', product_id: 'int', manufactured_on: 'date' },
    entries.map((e) => ({
      serial: e.serial,
      caseback: e.caseback,
      product_id: idOf(productIds, e.sku),
      manufactured_on: e.manufacturedOn,
    })),
  );
}
