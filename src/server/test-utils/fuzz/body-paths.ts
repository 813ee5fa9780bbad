import { isObject, resolveRef, type JsonSchema } from '../../../common/contract/bundle';

export type BodyPath = (string | number)[];

/** A place in a request body: its path, and whether it holds a scalar (a leaf) or an object or array. */
export interface BodySlot {
  path: BodyPath;
  leaf: boolean;
  /** The JSON types the schema allows there (empty when it does not say). */
  types: string[];
}

/** The JSON types a schema allows, through references and combinations. */
function typesOf(raw: unknown): string[] {
  if (!isObject(raw)) return [];
  const schema = resolveRef(raw);
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const list = schema[key];
    if (Array.isArray(list)) return [...new Set(list.flatMap(typesOf))];
  }
  return [];
}

/** The object schema a (possibly referenced, combined or nullable) schema describes, if any. */
function objectSchema(raw: unknown): JsonSchema | null {
  if (!isObject(raw)) return null;
  const schema = resolveRef(raw);
  if (isObject(schema.properties)) return schema;
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const part of list) if (objectSchema(part)) return objectSchema(part);
  }
  return null;
}

function itemsSchema(raw: unknown): unknown {
  return isObject(raw) ? resolveRef(raw).items : undefined;
}

/**
 * Every place of a body: the fields of the example, and the properties its schema declares that the example
 * leaves out (so optional fields are fuzzed too). Array items count once (their first element).
 */
export function bodySlots(value: unknown, schema: unknown, path: BodyPath = []): BodySlot[] {
  if (Array.isArray(value)) {
    const items = value.length ? bodySlots(value[0], itemsSchema(schema), [...path, 0]) : [];
    return [{ path, leaf: false, types: ['array'] }, ...items];
  }
  const object = objectSchema(schema);
  if (isObject(value) || (value === undefined && object)) {
    const present = isObject(value) ? value : {};
    const declared = Object.keys(object && isObject(object.properties) ? object.properties : {});
    const names = [...new Set([...Object.keys(present), ...declared])];
    const properties = (object?.properties ?? {}) as Record<string, unknown>;
    return [
      { path, leaf: false, types: ['object'] },
      ...names.flatMap((name) =>
        name in present
          ? bodySlots(present[name], properties[name], [...path, name])
          : [{ path: [...path, name], leaf: true, types: typesOf(properties[name]) }],
      ),
    ];
  }
  return [{ path, leaf: true, types: typesOf(schema) }];
}

/** A copy of `root` with the value at `path` replaced (or removed, when `value` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function withValueAt(root: unknown, path: BodyPath, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

export const describePath = (path: BodyPath) => ['body', ...path].join('.');
