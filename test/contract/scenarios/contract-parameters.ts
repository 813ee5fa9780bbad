import { resolveRef, type JsonSchema } from '../../../src/common/contract/bundle';
import { findOperation } from '../../../src/common/contract/operations';

type Keyword = 'maxLength' | 'maximum' | 'minimum' | 'default';

/** A parameter's schema from the contract, so that boundary cases (lengths, maxima) follow it when it changes. */
export function parameterSchema(operationId: string, name: string): JsonSchema {
  const parameter = findOperation(operationId).parameters.find((p) => p.name === name);
  if (!parameter) throw new Error(`the contract has no parameter ${name} on ${operationId}`);
  return parameter.schema;
}

export function numberKeyword(operationId: string, name: string, keyword: Keyword): number {
  const value = parameterSchema(operationId, name)[keyword];
  if (typeof value !== 'number')
    throw new Error(`the contract has no ${keyword} for ${name} on ${operationId}`);
  return value;
}

/** A parameter's documented default, e.g. the page size a listing uses without `page_size`. */
export function parameterDefault(operationId: string, name: string): number {
  return numberKeyword(operationId, name, 'default');
}

/** A keyword of a request body property, e.g. (`addGuestCartItem`, [`cartItem`, `qty`], `maximum`). */
export function bodyKeyword(operationId: string, path: string[], keyword: Keyword): number {
  let schema: JsonSchema | undefined = findOperation(operationId).requestBody?.schema;
  for (const name of path) {
    const properties = schema && (resolveRef(schema).properties as Record<string, JsonSchema> | undefined);
    schema = properties?.[name];
  }
  const value = schema ? resolveRef(schema)[keyword] : undefined;
  if (typeof value !== 'number') {
    throw new Error(`the contract has no ${keyword} for body.${path.join('.')} on ${operationId}`);
  }
  return value;
}
