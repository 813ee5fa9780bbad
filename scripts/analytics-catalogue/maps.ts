import ts from 'typescript';
import { eventLiteral, resolvedSymbol, visit } from './ast';

const MAPS = 'ANALYTICS_MAPS';

/** The functions listed in `ANALYTICS_MAPS`, followed through their imports to their declarations. */
export function readMapList(checker: ts.TypeChecker, file: ts.SourceFile): ts.Node[] {
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
export function eventsOfMap(checker: ts.TypeChecker, map: ts.Node) {
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
export function actionType(creator: ts.Symbol): string {
  const declaration = creator.valueDeclaration;
  const call = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  const type = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!type || !ts.isStringLiteral(type)) throw new Error(`${creator.name} is not a createAction('type')`);
  return type.text;
}
