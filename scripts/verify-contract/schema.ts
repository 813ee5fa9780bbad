import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import type { JsonSchema } from '../../src/common/contract/bundle';
import { compileSchema } from '../../src/server/contract/ajv';

// Compiled once per schema object: the bundle's objects are stable, and Ajv only caches by identity of what
// it is given, which compileSchema rebuilds on every call.
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** The first schema error of `value` with its JSON path (`response.items[0].price.amount must be integer`). */
export function schemaProblem(schema: JsonSchema, value: unknown, root = 'response'): string | null {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = compileSchema(schema);
    compiled.set(schema, fn);
  }
  return fn(value) ? null : describeSchemaError(fn.errors?.[0], root);
}

/** `#/components/schemas/ProductListing` -> `ProductListing`, so the report names what it expected. */
export function schemaName(schema: JsonSchema | null): string {
  const ref = schema?.$ref;
  if (typeof ref === 'string') return ref.split('/').pop() ?? ref;
  return schema ? 'the documented schema' : 'no body';
}

export function describeSchemaError(error: ErrorObject | undefined, root = 'response'): string {
  if (!error) return `${root} does not match the schema`;
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const path = `${root}${segments.map(segment).join('')}`;
  switch (error.keyword) {
    case 'required':
      return `${path}${segment(String(error.params.missingProperty))} is required`;
    case 'additionalProperties':
      return `${path}${segment(String(error.params.additionalProperty))} is not allowed`;
    case 'enum':
      return `${path} must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${path} must be ${JSON.stringify(error.params.allowedValue)}`;
    default:
      return `${path} ${error.message ?? 'is invalid'}`;
  }
}

function segment(name: string): string {
  if (/^\d+$/.test(name)) return `[${name}]`;
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}
