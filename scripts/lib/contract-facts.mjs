// The contract's facts: every pattern, enum, length, range and item count, keyed by the component schema and
// property (nested inline objects and array items included) or by the operation and parameter that states it.
// Codegen writes them out under src/common/contract/ (facts.gen.ts and facts/); the contract-facts check reads the same list to
// find source files that restate one of them by hand.

/** The JSON Schema keywords that are facts, in the order they are written out. */
export const FACT_KEYWORDS = [
  'pattern',
  'enum',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `#/components/...` pointer's target in the bundled contract. */
function resolve(bundle, ref) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], bundle);
}

/** A schema that is a single value (no properties, no items): its facts can be inlined where it is used. */
const isLeaf = (schema) => isObject(schema) && !schema.properties && !schema.items && !schema.oneOf;

/**
 * The facts of one schema node as a tree: own facts as keywords, properties and `items` as child nodes.
 * A `$ref` to a single-value schema (Email, PersonName, ProductSku ...) is inlined, so that the facts read
 * `ReservationRequest.email.maxLength`; a `$ref` to an object has its own export and is not repeated.
 */
function factsOf(bundle, schema, where) {
  if (!isObject(schema)) return null;
  let node = schema;
  if (schema.$ref) {
    const target = resolve(bundle, schema.$ref);
    if (!isLeaf(target)) return null;
    node = { ...target, ...schema };
  }
  const tree = {};
  for (const keyword of FACT_KEYWORDS) {
    if (node[keyword] !== undefined) tree[keyword] = node[keyword];
  }
  const children = { ...(node.properties ?? {}) };
  if (node.items) children.items = node.items;
  for (const [name, child] of Object.entries(children)) {
    const facts = factsOf(bundle, child, `${where}.${name}`);
    if (!facts) continue;
    if (FACT_KEYWORDS.includes(name)) {
      throw new Error(`contract facts: ${where} has a property named like a fact keyword (${name})`);
    }
    tree[name] = facts;
  }
  return Object.keys(tree).length ? tree : null;
}

function parameterFacts(bundle, parameters) {
  const tree = {};
  for (const entry of parameters ?? []) {
    const parameter = entry.$ref ? resolve(bundle, entry.$ref) : entry;
    const facts = factsOf(bundle, parameter.schema, parameter.name);
    if (facts) tree[parameter.name] = facts;
  }
  return Object.keys(tree).length ? tree : null;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Every fact of the bundled contract, as `[exportName, tree, source]`: component schemas under their own name,
 * component parameters as `<Name>Parameter`, and each operation's parameters as `<operationId>Params`.
 */
export function contractFacts(bundle) {
  const groups = [];
  for (const [name, schema] of Object.entries(bundle.components?.schemas ?? {})) {
    const tree = factsOf(bundle, schema, name);
    if (tree) groups.push([name, tree, `components.schemas.${name}`]);
  }
  for (const [name, parameter] of Object.entries(bundle.components?.parameters ?? {})) {
    const tree = factsOf(bundle, parameter.schema, name);
    if (tree) groups.push([`${name}Parameter`, tree, `components.parameters.${name}`]);
  }
  for (const [path, item] of Object.entries(bundle.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const tree = parameterFacts(bundle, [...(item.parameters ?? []), ...(operation.parameters ?? [])]);
      if (tree) groups.push([`${operation.operationId}Params`, tree, `${method.toUpperCase()} ${path}`]);
    }
  }
  const seen = new Set();
  for (const [name] of groups) {
    if (seen.has(name)) throw new Error(`contract facts: two groups would both be exported as ${name}`);
    seen.add(name);
  }
  return groups;
}

/** Every fact as a flat list: `{ path: 'GiftMessageRequest.gift_message.message', field, keyword, value }`. */
export function flattenFacts(groups) {
  const out = [];
  const walk = (tree, path) => {
    for (const [key, value] of Object.entries(tree)) {
      if (FACT_KEYWORDS.includes(key)) {
        const field = path
          .split('.')
          .filter((part) => part !== 'items')
          .at(-1);
        out.push({ path, field, keyword: key, value });
      } else walk(value, `${path}.${key}`);
    }
  };
  for (const [name, tree] of groups) walk(tree, name);
  return out;
}

/**
 * A contract pattern as a JavaScript RegExp literal with the `u` flag, as Ajv compiles it. A `/` is escaped only
 * outside a character class, where the literal needs it, so the RegExp's `source` is the contract's text.
 */
function regexLiteral(pattern) {
  let body = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      body += char + (pattern[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    body += char === '/' && !inClass ? '\\/' : char;
  }
  return `/${body}/u`;
}

const propertyKey = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function literal(key, value, indent) {
  if (key === 'pattern') return regexLiteral(value);
  if (isObject(value)) {
    const inner = Object.entries(value)
      .map(([k, v]) => `${indent}  ${propertyKey(k)}: ${literal(k, v, `${indent}  `)},`)
      .join('\n');
    return `{\n${inner}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** Where one group's facts live, relative to the barrel: `./facts/GiftMessageRequest.gen`. */
const factsFile = (name) => `./facts/${name}.gen`;

/**
 * The TypeScript modules that codegen writes (before Prettier formats them), keyed by their path relative to the
 * barrel's folder: one module per group under `facts/`, and the barrel `facts.gen.ts` that re-exports them all.
 * One module per group because a bundler places a module whole: a single module of every fact sat in the first
 * view's chunk for all pages; apart, each chunk carries the facts its own code uses.
 */
export function factsModules(bundle) {
  const groups = contractFacts(bundle);
  const modules = new Map();
  for (const [name, tree, source] of groups) {
    modules.set(
      `${factsFile(name)}.ts`,
      `/** ${source} */\nexport const ${name} = ${literal(name, tree, '')} as const;\n`,
    );
  }
  modules.set(
    './facts.gen.ts',
    [
      "// The contract's patterns, enums, lengths and ranges, keyed by schema and property or by operation and",
      '// parameter. Import these instead of restating a fact (`GiftMessageRequest.gift_message.message.maxLength`).',
      '',
      "/** The union of an enum fact: `EnumOf<typeof CartItemOptionValue.option_id>` is `'colour' | 'case_size'`. */",
      "export type EnumOf<T extends { readonly enum: readonly unknown[] }> = T['enum'][number];",
      '',
      ...groups.map(([name]) => `export { ${name} } from '${factsFile(name)}';`),
      '',
    ].join('\n'),
  );
  return modules;
}
