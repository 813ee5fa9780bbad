import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { isValidEmail } from '../../common/email';
import { bundle, type JsonSchema } from '../../common/contract/bundle';
import type { ContractOperation } from '../../common/contract/operations';

const CONTRACT_ID = 'contract';

function makeAjv(coerce: boolean): Ajv2020 {
  // strict is off because OpenAPI adds keywords (example, discriminator, x-*) that are not JSON Schema.
  // Defaults are not injected: filter links must carry only what the shopper chose (handlers apply defaults).
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: coerce });
  addFormats(ajv);
  // The contract's `email` format is the storefront's own e-mail rule (spec 5), the same on both sides.
  ajv.addFormat('email', { type: 'string', validate: isValidEmail });
  ajv.addSchema(bundle as object, CONTRACT_ID);
  return ajv;
}

// Path and query values arrive as text: that validator coerces them to the contract's types.
const coercing = makeAjv(true);
const exact = makeAjv(false);

/** Points local references at the contract registered under CONTRACT_ID. */
function anchor(schema: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${CONTRACT_ID}#/`),
  ) as JsonSchema;
}

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

/** Validates any value against a named component schema (used by tests and the verifier). */
export function validatorFor(schemaName: string): ValidateFunction {
  return exact.getSchema(`${CONTRACT_ID}#/components/schemas/${schemaName}`) ?? fail(schemaName);
}

export function compileSchema(schema: JsonSchema): ValidateFunction {
  return exact.compile(anchor(schema));
}

function fail(name: string): never {
  throw new Error(`No schema named ${name} in the contract`);
}

/** Turns the first Ajv error into the contract's `field` + readable message. */
export function describeError(
  location: string,
  error: ErrorObject | undefined,
): { field: string; message: string } {
  if (!error) return { field: location, message: `${location} is invalid` };
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let field = [location, ...path].join('.');
  let message: string;
  switch (error.keyword) {
    case 'required':
      field = `${field}.${String(error.params.missingProperty)}`;
      message = `${field} is required`;
      break;
    case 'additionalProperties':
      field = `${field}.${String(error.params.additionalProperty)}`;
      message = `${field} is not allowed`;
      break;
    case 'enum':
      message = `${field} must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
      break;
    case 'format':
      message = `${field} must be a valid ${String(error.params.format)}`;
      break;
    default:
      message = `${field} ${error.message ?? 'is invalid'}`;
  }
  return { field, message };
}
