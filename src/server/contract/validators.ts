import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import type { JsonSchema } from '../../common/contract/bundle';
import type { ContractOperation } from '../../common/contract/operations';
import { apiMessage, inEnglish, type ApiMessage, type MessageValues } from '../domain/i18n/api-message';
import { anchor, coercing, compileSchema, exact, validatorFor } from './ajv';
import { VALIDATION_TEXTS } from './validation-texts';

export { compileSchema, validatorFor };

export interface OperationValidators {
  params: ValidateFunction | null;
  /** Header parameters, keyed by the contract's spelling (HTTP header names are case-insensitive). */
  headers: { names: string[]; validate: ValidateFunction } | null;
  query: ValidateFunction | null;
  body: ValidateFunction | null;
  responses: Map<string, ValidateFunction>;
}

function objectSchema(op: ContractOperation, where: 'path' | 'query' | 'header'): JsonSchema | null {
  const params = op.parameters.filter((p) => p.in === where);
  if (!params.length) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, anchor(p.schema)])),
    required: params.filter((p) => p.required).map((p) => p.name),
    // Unknown query parameters (utm_*, cache busters) are ignored rather than rejected.
    additionalProperties: true,
  };
}

export function compileOperation(op: ContractOperation): OperationValidators {
  const params = objectSchema(op, 'path');
  const query = objectSchema(op, 'query');
  const headers = objectSchema(op, 'header');
  const responses = new Map<string, ValidateFunction>();
  for (const [status, { schema }] of Object.entries(op.responses)) {
    if (schema) responses.set(status, exact.compile(anchor(schema)));
  }
  return {
    params: params ? coercing.compile(params) : null,
    headers: headers
      ? {
          names: op.parameters.filter((p) => p.in === 'header').map((p) => p.name),
          validate: coercing.compile(headers),
        }
      : null,
    query: query ? coercing.compile(query) : null,
    body: op.requestBody ? exact.compile(anchor(op.requestBody.schema)) : null,
    responses,
  };
}

/** The Ajv keywords worded by the catalogue, with the parameter each one names as `{limit}` (if any). */
const KEYWORD_TEXTS: Partial<Record<string, [text: keyof typeof VALIDATION_TEXTS, param?: string]>> = {
  type: ['type', 'type'],
  minLength: ['minLength', 'limit'],
  maxLength: ['maxLength', 'limit'],
  minItems: ['minItems', 'limit'],
  maxItems: ['maxItems', 'limit'],
  minimum: ['minimum', 'limit'],
  maximum: ['maximum', 'limit'],
  exclusiveMinimum: ['exclusiveMinimum', 'limit'],
  exclusiveMaximum: ['exclusiveMaximum', 'limit'],
  pattern: ['pattern', 'pattern'],
  const: ['constant'],
};

/**
 * Turns the first Ajv error into the contract's `field` + a message: `text` to word in the reader's language,
 * `message` its English.
 */
export function describeError(
  location: string,
  error: ErrorObject | undefined,
): { field: string; message: string; text: ApiMessage } {
  const described = (field: string, text: ApiMessage) => ({ field, text, message: inEnglish(text) });
  if (!error) return described(location, apiMessage(VALIDATION_TEXTS.invalid, { field: location }));
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const field = [location, ...path].join('.');
  switch (error.keyword) {
    case 'required': {
      const missing = `${field}.${String(error.params.missingProperty)}`;
      return described(missing, apiMessage(VALIDATION_TEXTS.required, { field: missing }));
    }
    case 'additionalProperties': {
      const extra = `${field}.${String(error.params.additionalProperty)}`;
      return described(extra, apiMessage(VALIDATION_TEXTS.notAllowed, { field: extra }));
    }
    case 'enum': {
      const values = (error.params.allowedValues as unknown[]).join(', ');
      return described(field, apiMessage(VALIDATION_TEXTS.oneOf, { field, values }));
    }
    case 'format':
      return described(
        field,
        apiMessage(VALIDATION_TEXTS.format, { field, format: String(error.params.format) }),
      );
  }
  const known = KEYWORD_TEXTS[error.keyword];
  if (known) {
    const [text, param] = known;
    const values: MessageValues = { field };
    if (param) values[param] = String((error.params as Record<string, unknown>)[param]);
    return described(field, apiMessage(VALIDATION_TEXTS[text], values));
  }
  if (!error.message) return described(field, apiMessage(VALIDATION_TEXTS.invalid, { field }));
  return described(field, apiMessage(VALIDATION_TEXTS.other, { field, problem: error.message }));
}
