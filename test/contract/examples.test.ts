import { bundle, listOperations, resolveRef, type JsonSchema } from '../../src/server/contract/operations';
import { compileSchema } from '../../src/server/contract/validators';

// Every example in the contract is also an MSW fixture for the client tests: an example that does not match
// its schema would let client tests pass against data no server may send.
interface Media {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, unknown>;
}

function examplesOf(media: Media): [string, unknown][] {
  const found: [string, unknown][] = [];
  if (media.example !== undefined) found.push(['example', media.example]);
  for (const [name, raw] of Object.entries(media.examples ?? {})) {
    found.push([name, (resolveRef(raw) as { value: unknown }).value]);
  }
  return found;
}

const cases: [string, JsonSchema, unknown][] = [];
for (const op of listOperations()) {
  const item = resolveRef((bundle.paths as Record<string, unknown>)[op.path]) as Record<
    string,
    Record<string, unknown>
  >;
  const raw = item[op.method]!;
  for (const [status, response] of Object.entries(raw.responses as Record<string, unknown>)) {
    const content = (resolveRef(response) as { content?: Record<string, Media> }).content ?? {};
    for (const [type, media] of Object.entries(content)) {
      for (const [name, value] of examplesOf(media)) {
        cases.push([`${op.operationId} ${status} ${type} ${name}`, media.schema!, value]);
      }
    }
  }
  const body = raw.requestBody ? (resolveRef(raw.requestBody) as { content: Record<string, Media> }) : null;
  for (const [type, media] of Object.entries(body?.content ?? {})) {
    for (const [name, value] of examplesOf(media))
      cases.push([`${op.operationId} request ${type} ${name}`, media.schema!, value]);
  }
}

describe('contract examples', () => {
  it('has an example for every documented JSON response', () => {
    const missing = listOperations().flatMap((op) => {
      const item = resolveRef((bundle.paths as Record<string, unknown>)[op.path]) as Record<
        string,
        Record<string, unknown>
      >;
      return Object.entries(item[op.method]!.responses as Record<string, unknown>)
        .filter(([, r]) => {
          const media = (resolveRef(r) as { content?: Record<string, Media> }).content?.['application/json'];
          return media && examplesOf(media).length === 0;
        })
        .map(([status]) => `${op.operationId} ${status}`);
    });
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
