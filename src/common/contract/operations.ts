import { bundle, escapePointer, isObject, resolveRef, type JsonObject, type JsonSchema } from './bundle';

export type ContractMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** An example by name; a media type's single `example` is named `default`. */
export type ContractExample = [name: string, value: unknown];

/** One media type of a request body or response: its schema and its examples in contract order. */
export interface ContractMedia {
  schema: JsonSchema | null;
  examples: ContractExample[];
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
  /** `x-secret`: a bearer secret (a guest cart's masked id): never written to a log. */
  secret: boolean;
}

export interface ContractRequestBody {
  required: boolean;
  /** The media types the operation accepts, in contract order. */
  mediaTypes: string[];
  /** The first media type's schema (the contract gives every media type of one body the same schema). */
  schema: JsonSchema;
  content: Record<string, ContractMedia>;
}

export interface ContractHeader {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ContractResponse {
  /** The `application/json` body's schema; null when the response has no JSON body. */
  schema: JsonSchema | null;
  /** The `application/json` body's examples. */
  examples: ContractExample[];
  content: Record<string, ContractMedia>;
  headers: ContractHeader[];
}

/** One operation of the bundled contract, as the server's router, the verifier and the MSW handlers read it. */
export interface ContractOperation {
  operationId: string;
  method: ContractMethod;
  /** OpenAPI path, e.g. `/rest/{store_code}/V1/categories` or `/{store_code}/customer/ajax/login`. */
  path: string;
  /** JSON pointer of the operation inside the bundle. */
  pointer: string;
  /** Path-item parameters first, then the operation's own. */
  parameters: ContractParameter[];
  requestBody: ContractRequestBody | null;
  /** By status code (`'200'`, `'400'`, ...). */
  responses: Record<string, ContractResponse>;
  tags: string[];
  /** `x-session`: the handler uses the session (created when missing). */
  usesSession: boolean;
  /** `x-form-key`: the body's or header's form key must match the session's. */
  requiresFormKey: boolean;
  /** The operation's security names an HTTP bearer scheme (an `Authorization: Bearer` token). */
  bearerAuth: boolean;
}

const METHODS: readonly ContractMethod[] = ['get', 'post', 'put', 'delete', 'patch'];
const JSON_MEDIA = 'application/json';

const asObject = (value: unknown): JsonObject => {
  const resolved = resolveRef(value);
  return isObject(resolved) ? resolved : {};
};

function readExamples(media: JsonObject): ContractExample[] {
  const single: ContractExample[] = 'example' in media ? [['default', media.example]] : [];
  const named = Object.entries(asObject(media.examples)).map(([name, raw]): ContractExample => [
    name,
    asObject(raw).value,
  ]);
  return [...single, ...named];
}

function readContent(owner: JsonObject): Record<string, ContractMedia> {
  return Object.fromEntries(
    Object.entries(asObject(owner.content)).map(([mediaType, raw]) => {
      const media = asObject(raw);
      const schema = isObject(media.schema) ? media.schema : null;
      return [mediaType, { schema, examples: readExamples(media) }];
    }),
  );
}

function readParameter(raw: unknown): ContractParameter {
  const p = asObject(raw);
  return {
    name: String(p.name),
    in: p.in as ContractParameter['in'],
    required: p.required === true,
    secret: p['x-secret'] === true,
    // Left as written (often a `$ref`): validators resolve it against the bundle, reports name it.
    schema: isObject(p.schema) ? p.schema : {},
  };
}

function readRequestBody(raw: unknown): ContractRequestBody | null {
  if (raw === undefined) return null;
  const body = asObject(raw);
  const content = readContent(body);
  const mediaTypes = Object.keys(content);
  const first = mediaTypes[0];
  const schema = first === undefined ? null : content[first]!.schema;
  if (!schema) return null;
  return { required: body.required === true, mediaTypes, schema, content };
}

function readResponse(raw: unknown): ContractResponse {
  const response = asObject(raw);
  const content = readContent(response);
  const headers = Object.entries(asObject(response.headers)).flatMap(([name, value]) => {
    const header = asObject(value);
    return isObject(header.schema)
      ? [{ name, required: header.required === true, schema: header.schema }]
      : [];
  });
  return {
    schema: content[JSON_MEDIA]?.schema ?? null,
    examples: content[JSON_MEDIA]?.examples ?? [],
    content,
    headers,
  };
}

/** Whether any security requirement of the operation names an `http` scheme of type `bearer`. */
function usesBearer(op: JsonObject): boolean {
  const schemes = asObject(asObject(bundle.components).securitySchemes);
  const requirements = Array.isArray(op.security) ? op.security : [];
  return requirements.some((requirement) =>
    Object.keys(asObject(requirement)).some((name) => {
      const scheme = asObject(schemes[name]);
      return scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer';
    }),
  );
}

function readOperation(
  path: string,
  method: ContractMethod,
  item: JsonObject,
  op: JsonObject,
): ContractOperation {
  const parameters = [item.parameters, op.parameters].flatMap((list) =>
    Array.isArray(list) ? list.map(readParameter) : [],
  );
  return {
    operationId: String(op.operationId),
    method,
    path,
    pointer: `#/paths/${escapePointer(path)}/${method}`,
    parameters,
    requestBody: readRequestBody(op.requestBody),
    responses: Object.fromEntries(
      Object.entries(asObject(op.responses)).map(([status, raw]) => [status, readResponse(raw)]),
    ),
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    usesSession: op['x-session'] === true,
    requiresFormKey: op['x-form-key'] === true,
    bearerAuth: usesBearer(op),
  };
}

let operations: ContractOperation[] | undefined;

/** Every operation of the contract, in contract order (read once: the bundle does not change at run time). */
export function listOperations(): ContractOperation[] {
  operations ??= Object.entries(bundle.paths).flatMap(([path, rawItem]) => {
    const item = asObject(rawItem);
    return METHODS.flatMap((method) => {
      const op = item[method];
      return isObject(op) ? [readOperation(path, method, item, op)] : [];
    });
  });
  return operations;
}

/** One operation by its operationId; throws when the contract has none (a typo in a test or a scenario). */
export function findOperation(operationId: string): ContractOperation {
  const found = listOperations().find((op) => op.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the contract`);
  return found;
}

/** `/rest/{store_code}/V1/x` -> `/rest/:store_code/V1/x` (the path syntax of Fastify's router and of MSW). */
export function toColonPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
