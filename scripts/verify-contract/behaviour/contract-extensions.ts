import { bundle, isObject, resolveRef } from '../../../src/common/contract/bundle';

/** An `x-` extension of one operation (e.g. `x-attempts-before-captcha`), read from the bundled contract. */
export function operationExtension(operationId: string, name: `x-${string}`): unknown {
  for (const item of Object.values(bundle.paths)) {
    const pathItem = resolveRef(item);
    if (!isObject(pathItem)) continue;
    for (const operation of Object.values(pathItem)) {
      if (isObject(operation) && operation.operationId === operationId) return operation[name];
    }
  }
  throw new Error(`the contract has no operation ${operationId}`);
}

/** A whole-number extension the verifier needs (a limit the contract promises). */
export function countExtension(operationId: string, name: `x-${string}`): number {
  const value = operationExtension(operationId, name);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`the contract's ${name} of ${operationId} is not a positive whole number`);
  }
  return value;
}
