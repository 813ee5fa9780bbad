import ts from 'typescript';
import type { CatalogueEvent } from './types';

export const UNION = 'DataLayerEvent';

/** The members of the union, grouped by their `event` name, in declaration order. */
export function readUnion(checker: ts.TypeChecker, file: ts.SourceFile) {
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

/**
 * The fields of an object type as `path: type` lines, nested objects flattened (`ecommerce.items[].item_id`),
 * so the catalogue shows every field the tag manager can read without following type names.
 */
export function renderFields(
  checker: ts.TypeChecker,
  type: ts.Type,
  exclude: string[] = [],
  prefix = '',
): string[] {
  return checker
    .getPropertiesOfType(type)
    .filter((property) => !exclude.includes(property.name))
    .flatMap((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const name = `${prefix}${property.name}${optional}`;
      return renderValue(checker, checker.getTypeOfSymbol(property), name);
    });
}

function renderValue(checker: ts.TypeChecker, type: ts.Type, name: string): string[] {
  const element = checker.isArrayType(type)
    ? checker.getTypeArguments(type as ts.TypeReference)[0]
    : undefined;
  if (element && isRecord(checker, element)) return renderFields(checker, element, [], `${name}[].`);
  if (isRecord(checker, type)) return renderFields(checker, type, [], `${name}.`);
  return [`${name}: ${renderType(checker, type)}`];
}

/**
 * A type as text, its union members in a fixed order (the checker's order follows whichever file it read
 * first, which would make the catalogue drift for no reason): values sorted, `null` and `undefined` last.
 */
function renderType(checker: ts.TypeChecker, type: ts.Type): string {
  const text = (t: ts.Type) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);
  if (!type.isUnion()) return text(type);
  let members = type.types.map(text);
  if (members.includes('true') && members.includes('false')) {
    members = ['boolean', ...members.filter((m) => m !== 'true' && m !== 'false')];
  }
  const last = (m: string) => (m === 'null' || m === 'undefined' ? 1 : 0);
  return members.sort((a, b) => last(a) - last(b) || a.localeCompare(b, 'en', { numeric: true })).join(' | ');
}

/** A plain object type with fields (not an array, a primitive, a union or a function). */
function isRecord(checker: ts.TypeChecker, type: ts.Type): boolean {
  return (
    !!(type.flags & ts.TypeFlags.Object) &&
    !checker.isArrayType(type) &&
    !type.getCallSignatures().length &&
    type.getProperties().length > 0
  );
}
