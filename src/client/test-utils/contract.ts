import contract from '../../common/contract/storefront.gen.json';

/**
 * Reads the bundled contract the way a client sees it: every operation with its method, path and the
 * examples of its 200 response. The contract's own examples are the tests' default answers.
 */
type JsonObject = Record<string, unknown>;

const bundle = contract as unknown as JsonObject;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type ContractMethod = (typeof METHODS)[number];

export interface ContractOperation {
  operationId: string;
  method: ContractMethod;
  /** OpenAPI path, e.g. `/rest/{store_code}/V1/categories`. */
  path: string;
  /** The 200 response's examples in contract order; a single `example` is named `default`. */
  examples: [name: string, value: unknown][];
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

/** Follows local `$ref`s (`#/components/examples/Listing`) inside the bundle. */
export function resolveRef(node: unknown): unknown {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 10 || !current.$ref.startsWith('#/')) throw new Error(`Cannot resolve ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        bundle,
      );
  }
  return current;
}

function successExamples(operation: JsonObject): [string, unknown][] {
  const responses = resolveRef(operation.responses);
  const ok = isObject(responses) ? resolveRef(responses['200']) : undefined;
  const content = isObject(ok) && isObject(ok.content) ? ok.content['application/json'] : undefined;
  if (!isObject(content)) return [];
  if ('example' in content) return [['default', content.example]];
  if (!isObject(content.examples)) return [];
  return Object.entries(content.examples).map(([name, example]) => {
    const resolved = resolveRef(example);
    return [name, isObject(resolved) ? resolved.value : undefined];
  });
}

export function listContractOperations(): ContractOperation[] {
  const paths = bundle.paths as JsonObject;
  return Object.entries(paths).flatMap(([path, rawItem]) => {
    const item = resolveRef(rawItem);
    if (!isObject(item)) return [];
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') return [];
      return [{ operationId: operation.operationId, method, path, examples: successExamples(operation) }];
    });
  });
}

/** A fresh copy of one of an operation's 200 examples (the first when no name is given). */
export function contractExample<T>(operationId: string, exampleName?: string): T {
  const operation = listContractOperations().find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const example = exampleName
    ? operation.examples.find(([name]) => name === exampleName)
    : operation.examples[0];
  if (!example) throw new Error(`No example ${exampleName ?? '(first)'} for ${operationId}`);
  return structuredClone(example[1]) as T;
}

/** `/rest/{store_code}/V1/x` -> `http://localhost/rest/:store_code/V1/x` (MSW's path syntax, absolute). */
export const mswUrl = (path: string): string =>
  `${window.location.origin}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
