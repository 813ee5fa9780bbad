import { resolveRef, type ContractOperation, type JsonSchema } from '../../src/server/contract/operations';

export interface DocumentedHeader {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface RawResponse {
  headers?: Record<string, unknown>;
}

/** Response headers the contract documents for one status (listOperations keeps only the body schemas). */
export function documentedHeaders(op: ContractOperation, status: number): DocumentedHeader[] {
  const raw = resolveRef({ $ref: op.pointer }) as { responses?: Record<string, unknown> };
  const response = resolveRef(raw.responses?.[String(status)] ?? {}) as RawResponse;
  return Object.entries(response.headers ?? {}).flatMap(([name, value]) => {
    const header = resolveRef(value) as { required?: boolean; schema?: JsonSchema };
    return header.schema ? [{ name, required: header.required === true, schema: header.schema }] : [];
  });
}
