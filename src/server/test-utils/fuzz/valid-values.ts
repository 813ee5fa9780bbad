import fc from 'fast-check';
import { isObject, resolveRef, type JsonSchema } from '../../../common/contract/bundle';

/** One seed for every generated value, so each run sends the same requests (a failure can be replayed). */
export const FUZZ_SEED = 17;

/**
 * A value the schema accepts, read from the contract: its example, default, first enum value or const, else
 * built from its type (a string matching its pattern, an integer at its minimum). Used for the parameters the
 * fuzz does not take from the live shop, so a new operation is covered without edits.
 */
export function validValue(raw: JsonSchema): unknown {
  const schema = resolveRef(raw);
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const first: unknown = Array.isArray(schema[key]) ? (schema[key] as unknown[])[0] : undefined;
    if (isObject(first)) return validValue(first);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return isObject(schema.items) ? [validValue(schema.items)] : [];
    case 'object':
      return validObject(schema);
    default:
      return validString(schema);
  }
}

function validObject(schema: JsonSchema): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.fromEntries(
    required.map((name) => [name, isObject(properties[name]) ? validValue(properties[name]) : 'x']),
  );
}

function validString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (typeof schema.pattern !== 'string') return 'x'.repeat(min);
  const pattern = new RegExp(schema.pattern, 'u');
  const candidates = fc.sample(fc.stringMatching(pattern, { size: 'small' }), {
    seed: FUZZ_SEED,
    numRuns: 50,
  });
  return candidates.find((s) => s.length >= min && s.length <= max) ?? 'x'.repeat(min);
}
