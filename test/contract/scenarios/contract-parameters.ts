import { listOperations, type JsonSchema } from '../../../src/server/contract/operations';

/** A parameter's schema from the contract, so that boundary cases (lengths, maxima) follow it when it changes. */
export function parameterSchema(operationId: string, name: string): JsonSchema {
  const parameter = listOperations()
    .find((op) => op.operationId === operationId)
    ?.parameters.find((p) => p.name === name);
  if (!parameter) throw new Error(`the contract has no parameter ${name} on ${operationId}`);
  return parameter.schema;
}

export function numberKeyword(operationId: string, name: string, keyword: 'maxLength' | 'maximum'): number {
  const value = parameterSchema(operationId, name)[keyword];
  if (typeof value !== 'number')
    throw new Error(`the contract has no ${keyword} for ${name} on ${operationId}`);
  return value;
}
