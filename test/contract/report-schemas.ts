import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { validateXML } from 'xmllint-wasm';

// The verifier's CI reports against the schemas they promise: JUnit XML against test/schemas/junit.xsd, the
// JSON report against scripts/verify-contract/report.schema.json.

const ROOT = join(__dirname, '../..');
const JUNIT_XSD = readFileSync(join(ROOT, 'test/schemas/junit.xsd'), 'utf8');
const REPORT_SCHEMA = JSON.parse(
  readFileSync(join(ROOT, 'scripts/verify-contract/report.schema.json'), 'utf8'),
) as object;

/** Validates a JUnit report against test/schemas/junit.xsd; the libxml2 errors, empty when valid. */
export async function junitErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: xml },
    schema: { fileName: 'junit.xsd', contents: JUNIT_XSD },
  });
  return result.errors.map((e) => e.rawMessage);
}

/** Validates a JSON report against report.schema.json; the Ajv errors, empty when valid. */
export function jsonReportErrors(json: string): string[] {
  const validate = new Ajv2020({ allErrors: true, strict: true }).compile(REPORT_SCHEMA);
  return validate(JSON.parse(json))
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
