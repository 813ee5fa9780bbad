#!/usr/bin/env node
// Fails when a source file restates a fact of the contract or builds a store path by hand: the contract and
// src/common/store-paths.ts are the one home of each. What counts as a restatement, per line of src/:
// - a contract pattern written out (as a RegExp literal or a string);
// - an enum list: an array or union of literals that holds every value of a contract enum (a subset is a choice
//   among the values, which the types already check);
// - a limit next to its field: the number of a length, range or item-count fact on a line that names the field;
// - a store path built by hand: `/${storeCode}…` in a template literal, or `'/' + storeCode` and the like.
// Comment lines are skipped (a comment explains, it does not enforce), and so are generated files, tests and test
// utilities: a test states expected values on purpose, as an oracle independent of the code under test.
// `--root DIR` checks another tree (the check's own tests do).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FACT_KEYWORDS, contractFacts, flattenFacts } from '../lib/contract-facts.mjs';

const BUNDLE = 'src/common/contract/storefront.gen.json';
/** The one module allowed to put a store code in a path. */
const STORE_PATHS_MODULE = 'src/common/store-paths.ts';
/** Patterns too short or too common to be told apart from ordinary code (`\S`, `^https://`). */
const MIN_PATTERN_LENGTH = 10;
/** Lower bounds of 0 and 1 are everywhere (`min(1)`, `>= 0`) and say nothing about a field. */
const TRIVIAL_LIMITS = new Set([0, 1]);
/** Field names shorter than this (`id`, `q`, `p`) would match most lines. */
const MIN_FIELD_LENGTH = 3;
/** Every fact keyword but `pattern` and `enum` is a number: a length, a range or an item count. */
const LIMIT_KEYWORDS = new Set(
  FACT_KEYWORDS.filter((keyword) => keyword !== 'pattern' && keyword !== 'enum'),
);

const isScanned = (path) =>
  /\.(ts|tsx|mjs|js)$/.test(path) &&
  !/\.gen\.[a-z]+$/.test(path) &&
  !/\.test\.[a-z]+$/.test(path) &&
  !path.split('/').includes('test-utils');

function sourceFiles(root, dir = 'src') {
  const out = [];
  const abs = join(root, dir);
  if (!existsSync(abs)) return out;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, path));
    else if (isScanned(path)) out.push(path);
  }
  return out;
}

/** The ways a pattern is written in source: a RegExp literal's body, or a string with its backslashes doubled. */
function spellings(pattern) {
  const literal = pattern.replace(/(^|[^\\])\//g, '$1\\/');
  return [...new Set([pattern, literal, pattern.replace(/\\/g, '\\\\')])];
}

const normalise = (text) => text.toLowerCase().replace(/[_-]/g, '');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const rulesOf = new WeakMap();

/** What to look for, derived once per list of facts. */
function rules(facts) {
  if (!rulesOf.has(facts)) rulesOf.set(facts, deriveRules(facts));
  return rulesOf.get(facts);
}

function deriveRules(facts) {
  const patterns = new Map();
  const enums = [];
  const limits = new Map();
  for (const fact of facts) {
    if (fact.keyword === 'pattern' && fact.value.length >= MIN_PATTERN_LENGTH) {
      if (!patterns.has(fact.value)) patterns.set(fact.value, fact.path);
    } else if (fact.keyword === 'enum') {
      const values = new Set(fact.value.map(String));
      // Flags like `[0, 1]` are everywhere and belong to no one field.
      if (values.size >= 2 && [...values].some((v) => v.length > 1)) enums.push({ values, path: fact.path });
    } else if (LIMIT_KEYWORDS.has(fact.keyword) && !TRIVIAL_LIMITS.has(fact.value)) {
      if (!fact.field || fact.field.length < MIN_FIELD_LENGTH) continue;
      const key = `${normalise(fact.field)} ${fact.value}`;
      if (!limits.has(key)) limits.set(key, { field: normalise(fact.field), value: fact.value, fact });
    }
  }
  return { patterns, enums, limits: [...limits.values()] };
}

const LITERAL = /^(?:(['"`])[^'"`]*\1|-?\d+(?:\.\d+)?)$/;
const unquote = (literal) => (/^['"`]/.test(literal) ? literal.slice(1, -1) : literal);

/** The literals of an array literal or a union type, when the list holds nothing else. */
function literalLists(line) {
  const lists = [];
  for (const match of line.matchAll(/\[([^[\]]*)\]/g)) {
    const items = match[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length >= 2 && items.every((s) => LITERAL.test(s))) lists.push(items.map(unquote));
  }
  for (const match of line.matchAll(/(?:(['"])[^'"]*\1\s*\|\s*)+(['"])[^'"]*\2/g)) {
    lists.push([...match[0].matchAll(/(['"])([^'"]*)\1/g)].map((m) => m[2]));
  }
  return lists;
}

const STORE_IN_TEMPLATE = /(?<!\/rest)\/\$\{[^}]*(?:store|\.code\b)[^}]*\}/i;
const STORE_CONCAT = /['"`]\/['"`]\s*\+\s*[\w.]*store|[\w.]*store\w*(?:\.code)?\s*\+\s*['"`]\//i;

/** Every restatement in one file, as `{ line, message }`. */
export function findRestatements(path, text, facts) {
  const { patterns, enums, limits } = rules(facts);
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (/^\s*(\/\/|\/\*|\*)/.test(line)) return;
    const report = (message) => found.push({ line: index + 1, message });
    for (const [pattern, where] of patterns) {
      if (spellings(pattern).some((s) => line.includes(s))) {
        report(`restates the pattern of ${where}; import it from the contract facts`);
      }
    }
    for (const list of literalLists(line)) {
      const owner = enums.find(
        (e) => e.values.size === new Set(list).size && list.every((v) => e.values.has(v)),
      );
      if (owner)
        report(`restates the enum of ${owner.path} (${list.join(', ')}); import it from the contract facts`);
    }
    const words = normalise(line);
    // A number inside a string ('1-2-3 Jingumae', '+33 6 …') is data, not a limit.
    const code = line.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, "''");
    for (const { field, value, fact } of limits) {
      if (!words.includes(field)) continue;
      if (new RegExp(`(?<![\\w.])${escapeRegExp(String(value))}(?![\\w.])`).test(code)) {
        report(`restates ${fact.path}.${fact.keyword} (${value}); import it from the contract facts`);
      }
    }
    if (path !== STORE_PATHS_MODULE && (STORE_IN_TEMPLATE.test(line) || STORE_CONCAT.test(line))) {
      report(`builds a store path by hand; use the builders of ${STORE_PATHS_MODULE}`);
    }
  });
  return found;
}

function main() {
  const at = process.argv.indexOf('--root');
  const root =
    at > 0 ? resolve(process.argv[at + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const facts = flattenFacts(contractFacts(JSON.parse(readFileSync(join(root, BUNDLE), 'utf8'))));
  const problems = [];
  const files = sourceFiles(root);
  for (const file of files) {
    for (const { line, message } of findRestatements(file, readFileSync(join(root, file), 'utf8'), facts)) {
      problems.push(`${relative(root, join(root, file))}:${line}: ${message}`);
    }
  }
  if (problems.length) {
    console.error(
      `${problems.join('\n')}\n\n${problems.length} restatement(s) of the contract or of a store path.`,
    );
    process.exit(1);
  }
  console.log(
    `contract facts: ${files.length} source files restate no contract fact and build no store path`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
