import path from 'node:path';
import ts from 'typescript';
import { renderFields } from './fields';
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

const UNION = 'DataLayerEvent';
const MAPS = 'ANALYTICS_MAPS';

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

/** The members of the union, grouped by their `event` name, in declaration order. */
function readUnion(checker: ts.TypeChecker, file: ts.SourceFile) {
  const alias = file.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === UNION,
  );
  if (!alias) throw new Error(`${file.fileName} declares no type ${UNION}`);
  const union = checker.getTypeAtLocation(alias.name);
  const members = union.isUnion() ? union.types : [union];
  const events = new Map<string, Omit<CatalogueEvent, 'sources'>>();
  for (const member of members) {
    const name = member.getProperty('event');
    const nameType = name && checker.getTypeOfSymbol(name);
    if (!nameType?.isStringLiteral()) throw new Error(`A member of ${UNION} has no literal 'event'`);
    const variant = renderFields(checker, member, ['event']);
    const known = events.get(nameType.value);
    if (known) known.variants.push(variant);
    else events.set(nameType.value, { name: nameType.value, variants: [variant] });
  }
  return events;
}

/** The functions listed in `ANALYTICS_MAPS`, followed through their imports to their declarations. */
function readMapList(checker: ts.TypeChecker, file: ts.SourceFile): ts.Node[] {
  let list: ts.ArrayLiteralExpression | undefined;
  visit(file, (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === MAPS && node.initializer) {
      if (ts.isArrayLiteralExpression(node.initializer)) list = node.initializer;
    }
  });
  if (!list) throw new Error(`${file.fileName} declares no array ${MAPS}`);
  return list.elements.map((element) => {
    const declaration = resolvedSymbol(checker, element)?.valueDeclaration;
    const body = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
    if (!body) throw new Error(`${element.getText()} in ${MAPS} is not a declared map`);
    return body;
  });
}

/**
 * The events a map returns, each with the action creator whose `.match(action)` guards it: the nearest
 * enclosing `if`/`?:` testing a match, or the only creator a map tests (`if (!x.match(action)) return []`).
 */
function eventsOfMap(checker: ts.TypeChecker, map: ts.Node) {
  const tested: ts.Symbol[] = [];
  const literals: ts.ObjectLiteralExpression[] = [];
  visit(map, (node) => {
    const creator = matchedCreator(checker, node);
    if (creator && !tested.includes(creator)) tested.push(creator);
    if (eventLiteral(node)) literals.push(node as ts.ObjectLiteralExpression);
  });
  return literals.map((literal) => {
    const creator = guardOf(checker, literal, map) ?? (tested.length === 1 ? tested[0] : undefined);
    if (!creator) {
      throw new Error(
        `${map.getSourceFile().fileName}: cannot tell which action pushes ${literal.getText()}; guard it with ` +
          'if (action.match(...)) or keep one action per map',
      );
    }
    return { event: eventLiteral(literal)!, creator, literal };
  });
}

function guardOf(checker: ts.TypeChecker, node: ts.Node, map: ts.Node): ts.Symbol | undefined {
  for (
    let child = node, parent = node.parent;
    parent && child !== map;
    child = parent, parent = parent.parent
  ) {
    const guarded =
      (ts.isIfStatement(parent) && parent.thenStatement === child && parent.expression) ||
      (ts.isConditionalExpression(parent) && parent.whenTrue === child && parent.condition);
    if (!guarded) continue;
    let found: ts.Symbol | undefined;
    visit(guarded, (n) => (found ??= positiveMatch(checker, n, guarded)));
    if (found) return found;
  }
  return undefined;
}

/** `x.match(...)` not under a `!`: the creator x. */
function positiveMatch(checker: ts.TypeChecker, node: ts.Node, within: ts.Node): ts.Symbol | undefined {
  const creator = matchedCreator(checker, node);
  if (!creator) return undefined;
  for (let n: ts.Node = node; n !== within; n = n.parent) {
    if (ts.isPrefixUnaryExpression(n.parent) && n.parent.operator === ts.SyntaxKind.ExclamationToken)
      return undefined;
  }
  return creator;
}

function matchedCreator(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  if (node.expression.name.text !== 'match') return undefined;
  return resolvedSymbol(checker, node.expression.expression);
}

/** The type string of `createAction('type')` (or `createAction<P>('type')`). */
function actionType(creator: ts.Symbol): string {
  const declaration = creator.valueDeclaration;
  const call = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  const type = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!type || !ts.isStringLiteral(type)) throw new Error(`${creator.name} is not a createAction('type')`);
  return type.text;
}

/** The name of `{ event: 'name', ... }`. */
function eventLiteral(node: ts.Node): string | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'event') {
      return ts.isStringLiteral(property.initializer) ? property.initializer.text : undefined;
    }
  }
  return undefined;
}

/** The identifiers a call may call: `x(...)`, or `(flag ? x : y)(...)`. */
function calleeNames(callee: ts.Expression): ts.Identifier[] {
  if (ts.isIdentifier(callee)) return [callee];
  if (ts.isParenthesizedExpression(callee)) return calleeNames(callee.expression);
  if (ts.isConditionalExpression(callee))
    return [...calleeNames(callee.whenTrue), ...calleeNames(callee.whenFalse)];
  return [];
}

function resolvedSymbol(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function visit(node: ts.Node, fn: (node: ts.Node) => void): void {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}
