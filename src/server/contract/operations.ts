import contract from '../../common/contract/storefront.gen.json';

/** One operation of the bundled contract, in the shape the router and the verifier need. */
export interface ContractOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** OpenAPI path, e.g. `/rest/{store_code}/V1/categories`. */
  path: string;
  /** JSON pointer of the operation inside the bundle, for `$ref`s. */
  pointer: string;
  parameters: ContractParameter[];
  requestBody: { required: boolean; schema: JsonSchema; mediaTypes: string[] } | null;
  /** Status code -> response schema (null when the response has no body). */
  responses: Record<string, JsonSchema | null>;
  tags: string[];
  /** `x-session`: the handler uses the session (created when missing). */
  usesSession: boolean;
  /** `x-form-key`: the body's or header's form key must match the session's. */
  requiresFormKey: boolean;
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export type JsonSchema = Record<string, unknown>;
type Bundle = typeof contract & Record<string, unknown>;

export const bundle = contract as Bundle;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Resolves a local `#/...` reference inside the bundle (parameters and responses may be references). */
export function resolveRef<T>(value: T): T {
  let current: unknown = value;
  for (let hops = 0; hops < 10; hops++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], bundle);
  }
  throw new Error(`Reference chain too deep at ${JSON.stringify(value)}`);
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export function listOperations(): ContractOperation[] {
  const ops: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(bundle.paths as Record<string, unknown>)) {
    const item = resolveRef(rawItem) as Record<string, Record<string, unknown> | undefined>;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [
        ...((item.parameters as unknown as unknown[]) ?? []),
        ...((op.parameters as unknown[]) ?? []),
      ]
        .map((p) => resolveRef(p) as ContractParameter & { schema: JsonSchema })
        .map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: p.schema }));
      const body = op.requestBody ? (resolveRef(op.requestBody) as Record<string, unknown>) : null;
      const content = (body?.content ?? {}) as Record<string, { schema: JsonSchema }>;
      const mediaTypes = Object.keys(content);
      const firstMedia = mediaTypes[0];
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
        const response = resolveRef(raw) as { content?: Record<string, { schema: JsonSchema }> };
        responses[status] = response.content?.['application/json']?.schema ?? null;
      }
      ops.push({
        operationId: String(op.operationId),
        method,
        path,
        pointer: `#/paths/${escapePointer(path)}/${method}`,
        parameters,
        requestBody:
          body && firstMedia
            ? { required: Boolean(body.required), schema: content[firstMedia]!.schema, mediaTypes }
            : null,
        responses,
        tags: (op.tags as string[]) ?? [],
        usesSession: op['x-session'] === true,
        requiresFormKey: op['x-form-key'] === true,
      });
    }
  }
  return ops;
}

/** `/rest/{store_code}/V1/x` -> `/rest/:store_code/V1/x` (Fastify's path syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}
