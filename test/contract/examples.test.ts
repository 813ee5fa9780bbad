import type { JsonSchema } from '../../src/common/contract/bundle';
import { listOperations, type ContractMedia } from '../../src/common/contract/operations';
import { compileSchema } from '../../src/server/contract/validators';

// Every example in the contract is also an MSW fixture for the client tests: an example that does not match
// its schema would let client tests pass against data no server may send.
const cases: [string, JsonSchema, unknown][] = [];
const addCases = (label: string, content: Record<string, ContractMedia>) => {
  for (const [type, media] of Object.entries(content)) {
    for (const [name, value] of media.examples)
      cases.push([`${label} ${type} ${name}`, media.schema!, value]);
  }
};
for (const op of listOperations()) {
  for (const [status, response] of Object.entries(op.responses)) {
    addCases(`${op.operationId} ${status}`, response.content);
  }
  addCases(`${op.operationId} request`, op.requestBody?.content ?? {});
}

describe('contract examples', () => {
  it('has an example for every documented JSON response', () => {
    const missing = listOperations().flatMap((op) =>
      Object.entries(op.responses)
        .filter(([, response]) => response.content['application/json'] && response.examples.length === 0)
        .map(([status]) => `${op.operationId} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(cases)('%s matches its schema', (_name, schema, value) => {
    const validate = compileSchema(schema);
    const ok = validate(value);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('every operation has an operationId, a tag and a 2xx response', () => {
    for (const op of listOperations()) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.tags.length).toBeGreaterThan(0);
      expect(Object.keys(op.responses).some((s) => s.startsWith('2'))).toBe(true);
    }
  });
});
