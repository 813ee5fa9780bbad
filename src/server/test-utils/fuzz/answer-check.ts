import type { ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema } from '../../../common/contract/bundle';
import type { ContractOperation, ContractResponse } from '../../../common/contract/operations';
import { compileSchema, describeError } from '../../contract/validators';

const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function validate(schema: JsonSchema, value: unknown): string | null {
  let fn = compiled.get(schema);
  if (!fn) compiled.set(schema, (fn = compileSchema(schema)));
  return fn(value) ? null : describeError('body', fn.errors?.[0]).message;
}

const mediaTypeOf = (res: LightMyRequestResponse) =>
  String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/**
 * What is wrong with an operation's answer, or null: a 5xx; a status the contract does not document for the
 * operation; a body in another media type than documented, or not matching the documented schema; a documented
 * required header missing, or a 429 without `Retry-After`.
 */
export function answerProblem(op: ContractOperation, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}: ${clip(res.body)}`;
  const documented: ContractResponse | undefined = op.responses[String(status)];
  if (!documented) return `answered ${status}, not documented for ${op.operationId}: ${clip(res.body)}`;
  if (status === 429 && res.headers['retry-after'] === undefined) return 'answered 429 without Retry-After';
  const mediaTypes = Object.keys(documented.content);
  if (mediaTypes.length && res.body === '') return `answered ${status} with an empty body`;
  if (mediaTypes.length) {
    const media = mediaTypeOf(res);
    const content = documented.content[media];
    if (!content) return `answered ${status} as ${media}, documented as ${mediaTypes.join(', ')}`;
    if (content.schema && media.endsWith('json')) {
      let value: unknown;
      try {
        value = JSON.parse(res.body);
      } catch {
        return `answered ${status} with a body that is not JSON: ${clip(res.body)}`;
      }
      const problem = validate(content.schema, value);
      if (problem) return `answered ${status} with ${clip(res.body)}: ${problem}`;
    }
  }
  for (const header of documented.headers) {
    if (header.required && res.headers[header.name.toLowerCase()] === undefined) {
      return `answered ${status} without its ${header.name} header`;
    }
  }
  return null;
}
