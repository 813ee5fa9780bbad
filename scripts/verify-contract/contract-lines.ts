import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import type { ContractLocation } from './types';

/**
 * Where each operation's documented answers are written in `openapi/*.yaml`, so that a failure cites the line
 * a backend engineer opens: the status under the operation's `responses` (where the operation documents the
 * answer, even when the body comes from a shared `$ref`), else the operation itself.
 */
export interface ContractLines {
  locate(operationId: string, status?: number | string): ContractLocation | undefined;
}

interface OperationLines {
  file: string;
  line: number;
  responses: Map<string, number>;
}

const NONE: ContractLines = { locate: () => undefined };

/** The contract's folder: `openapi/` in the repository, and beside `dist/` in the package. */
export function findContractFolder(from = __dirname): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'openapi');
    if (existsSync(join(candidate, 'storefront.yaml'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

let cached: ContractLines | null = null;

/** Read once per process; a missing or unreadable contract folder gives no locations, never a crash. */
export function contractLines(): ContractLines {
  if (cached) return cached;
  const folder = findContractFolder();
  cached = folder ? readContractLines(folder) : NONE;
  return cached;
}

export function readContractLines(folder: string): ContractLines {
  const byOperation = new Map<string, OperationLines>();
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.yaml'))
    .sort()) {
    const file = `openapi/${name}`;
    const counter = new LineCounter();
    const doc = parseDocument(readFileSync(join(folder, name), 'utf8'), { lineCounter: counter });
    const lineOf = (node: Node | null | undefined) =>
      node?.range ? counter.linePos(node.range[0]).line : undefined;
    visit(doc.contents, (map) => {
      const id = map.get('operationId');
      if (typeof id !== 'string') return;
      const idPair = map.items.find((p) => isScalar(p.key) && p.key.value === 'operationId');
      const responses = new Map<string, number>();
      const responsesNode = map.get('responses', true);
      if (isMap(responsesNode)) {
        for (const pair of responsesNode.items) {
          const line = isScalar(pair.key) ? lineOf(pair.key) : undefined;
          if (isScalar(pair.key) && line) responses.set(String(pair.key.value), line);
        }
      }
      byOperation.set(id, { file, line: lineOf(idPair?.key as Node) ?? 1, responses });
    });
  }
  return {
    locate(operationId, status) {
      const op = byOperation.get(operationId);
      if (!op) return undefined;
      const line = status === undefined ? undefined : op.responses.get(String(status));
      return line
        ? { file: op.file, line, what: `responses ${status} of ${operationId}` }
        : { file: op.file, line: op.line, what: `operation ${operationId}` };
    },
  };
}

function visit(node: unknown, onMap: (map: YAMLMap) => void): void {
  if (isMap(node)) {
    onMap(node);
    for (const pair of node.items) visit(pair.value, onMap);
  } else if (node && typeof node === 'object' && 'items' in node && Array.isArray(node.items)) {
    for (const item of node.items as unknown[]) visit(item, onMap);
  }
}
