import ts from 'typescript';

/** The name of `{ event: 'name', ... }`. */
export function eventLiteral(node: ts.Node): string | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'event') {
      return ts.isStringLiteral(property.initializer) ? property.initializer.text : undefined;
    }
  }
  return undefined;
}

/** The identifiers a call may call: `x(...)`, or `(flag ? x : y)(...)`. */
export function calleeNames(callee: ts.Expression): ts.Identifier[] {
  if (ts.isIdentifier(callee)) return [callee];
  if (ts.isParenthesizedExpression(callee)) return calleeNames(callee.expression);
  if (ts.isConditionalExpression(callee))
    return [...calleeNames(callee.whenTrue), ...calleeNames(callee.whenFalse)];
  return [];
}

export function resolvedSymbol(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

export function visit(node: ts.Node, fn: (node: ts.Node) => void): void {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}
