import contract from './storefront.gen.json';

/** A JSON Schema as the contract writes it (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;
export type JsonObject = Record<string, unknown>;

/** The bundled contract (`openapi/` resolved into one document by `npm run codegen`). */
export const bundle = contract as unknown as JsonObject & { paths: JsonObject };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
export const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Follows local `#/...` references inside the bundle (path items, parameters, request bodies, responses,
 * headers and examples may all be references) and returns what they point at; anything else is returned as is.
 */
export function resolveRef<T>(value: T): T {
  let current: unknown = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    if (hops >= 10 || !ref.startsWith('#/')) throw new Error(`Cannot resolve ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) =>
          typeof node === 'object' && node !== null ? (node as JsonObject)[unescapePointer(key)] : undefined,
        bundle,
      );
    if (current === undefined) throw new Error(`Nothing at ${ref} in the contract`);
  }
  return current as T;
}
