import fc from 'fast-check';
import type { ContractOperation } from '../../../common/contract/operations';
import type { FuzzCase } from './base-request';
import { bodySlots, describePath, REMOVE, withValueAt } from './body-paths';
import { oddJsonValues, WRONG_TYPES } from './odd-values';
import type { RequestParts } from './request-parts';
import { FUZZ_SEED } from './valid-values';

/** Random text of any code units (lone surrogates included), a few per field, the same on every run. */
const RANDOM_TEXTS = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), {
  seed: FUZZ_SEED,
  numRuns: 3,
});
/** Random JSON documents as whole bodies. */
const RANDOM_BODIES = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: FUZZ_SEED, numRuns: 6 });

/**
 * The body's fields replaced one at a time: a scalar field by the odd values for its type and some random text, an
 * object or array by every wrong type; each field left out; an unknown field added to each object; and whole
 * random JSON bodies. Sent in the operation's first media type.
 */
export function bodyCases(op: ContractOperation, base: RequestParts): FuzzCase[] {
  const body = base.body;
  if (!op.requestBody || body?.kind !== 'value') return [];
  const cases: FuzzCase[] = [];
  const withBody = (name: string, value: unknown) =>
    cases.push({ name, parts: { ...structuredClone(base), body: { ...body, value } } });
  for (const slot of bodySlots(body.value, op.requestBody.schema)) {
    const field = describePath(slot.path);
    const random = slot.types.includes('string') || !slot.types.length ? RANDOM_TEXTS : [];
    const odd = slot.leaf
      ? [...oddJsonValues(slot.types), ...random.map((text, i) => [`random text ${i}`, text] as const)]
      : WRONG_TYPES;
    for (const [name, value] of odd)
      withBody(`${field} = ${name}`, withValueAt(body.value, slot.path, value));
    if (slot.path.length) withBody(`${field} missing`, withValueAt(body.value, slot.path, REMOVE));
    if (!slot.leaf && !Array.isArray(valueAt(body.value, slot.path))) {
      withBody(`${field} with an unknown field`, withValueAt(body.value, [...slot.path, 'fuzz_extra'], 1));
    }
  }
  RANDOM_BODIES.forEach((value, i) => withBody(`random JSON body ${i}`, value));
  return cases;
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as never)[key] : undefined),
    root,
  );
}
