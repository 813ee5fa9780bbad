import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { isValidEmail } from '../../common/email';
import { bundle, type JsonSchema } from '../../common/contract/bundle';

// The contract's Ajv setup on its own, without the catalogue's error texts: the verifier package validates with
// it and must not pull the server's i18n in.

export const CONTRACT_ID = 'contract';

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
export const coercing = makeAjv(true);
export const exact = makeAjv(false);

/** Points local references at the contract registered under CONTRACT_ID. */
export function anchor(schema: JsonSchema): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${CONTRACT_ID}#/`),
  ) as JsonSchema;
}

export function compileSchema(schema: JsonSchema): ValidateFunction {
  return exact.compile(anchor(schema));
}

/** Validates any value against a named component schema (used by tests and the verifier). */
export function validatorFor(schemaName: string): ValidateFunction {
  return exact.getSchema(`${CONTRACT_ID}#/components/schemas/${schemaName}`) ?? fail(schemaName);
}

function fail(name: string): never {
  throw new Error(`No schema named ${name} in the contract`);
}
