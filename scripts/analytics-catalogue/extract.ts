import path from 'node:path';
import ts from 'typescript';
import { calleeNames, eventLiteral, resolvedSymbol, visit } from './ast';
import { actionType, eventsOfMap, readMapList } from './maps';
import { readUnion, UNION } from './union';
import type { Catalogue, CatalogueEvent, CatalogueSource } from './types';

/** Where the catalogue reads the app: the union, the composed list of maps and the files to search. */
export interface CatalogueInput {
  /** Paths in the catalogue are relative to this folder. */
  root: string;
  /** The file declaring `DataLayerEvent`. */
  unionFile: string;
  /** The file declaring `ANALYTICS_MAPS`, the list of maps the analytics middleware receives. */
  mapsFile: string;
  /** Every source file that may push or dispatch (tests excluded). */
  sourceFiles: string[];
  compilerOptions: ts.CompilerOptions;
}

/** Reads the events, the actions mapping to them and the files dispatching those actions from the code. */
export function extractCatalogue(input: CatalogueInput): Catalogue {
  const program = ts.createProgram([input.unionFile, input.mapsFile, ...input.sourceFiles], {
    ...input.compilerOptions,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const relative = (file: ts.SourceFile) =>
    path.relative(input.root, file.fileName).split(path.sep).join('/');
  const sourceFile = (file: string) => {
    const found = program.getSourceFile(file);
    if (!found) throw new Error(`${file} is not part of the program`);
    return found;
  };

  const events = readUnion(checker, sourceFile(input.unionFile));
  const sources = new Map<string, CatalogueSource[]>();
  const add = (event: string, source: CatalogueSource) => {
    if (!events.has(event)) throw new Error(`'${event}' is pushed but is not a member of ${UNION}`);
    sources.set(event, [...(sources.get(event) ?? []), source]);
  };

  const mapFunctions = readMapList(checker, sourceFile(input.mapsFile));
  const creators = new Map<ts.Symbol, { type: string; dispatchedBy: Set<string> }>();
  const inMaps = new Set<ts.Node>();
  for (const map of mapFunctions) {
    for (const { event, creator, literal } of eventsOfMap(checker, map)) {
      inMaps.add(literal);
      const known = creators.get(creator) ?? { type: actionType(creator), dispatchedBy: new Set<string>() };
      creators.set(creator, known);
      add(event, {
        kind: 'action',
        actionType: known.type,
        mapFile: relative(map.getSourceFile()),
        dispatchedBy: [],
      });
    }
  }

  const names = new Set([...creators.keys()].map((creator) => creator.name));
  for (const file of input.sourceFiles.map(sourceFile)) {
    visit(file, (node) => {
      const event = eventLiteral(node);
      if (event && !inMaps.has(node)) add(event, { kind: 'direct', file: relative(file) });
      // Calling a creator makes the action to dispatch (slices and maps only use `.type` and `.match`).
      if (!ts.isCallExpression(node)) return;
      for (const callee of calleeNames(node.expression).filter((id) => names.has(id.text))) {
        const creator = resolvedSymbol(checker, callee);
        if (creator) creators.get(creator)?.dispatchedBy.add(relative(file));
      }
    });
  }

  const byType = new Map([...creators.values()].map((c) => [c.type, [...c.dispatchedBy].sort()]));
  return [...events.values()].map((event): CatalogueEvent => {
    const found = sources.get(event.name);
    if (!found) throw new Error(`'${event.name}' is a member of ${UNION} but nothing pushes it`);
    const unique = new Map(found.map((s) => [JSON.stringify(s), s]));
    return {
      ...event,
      sources: [...unique.values()].map((s) =>
        s.kind === 'action' ? { ...s, dispatchedBy: byType.get(s.actionType) ?? [] } : s,
      ),
    };
  });
}
