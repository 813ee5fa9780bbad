import { formatJunit } from '../../scripts/verify-contract/junit';
import { formatJson } from '../../scripts/verify-contract/report';
import { jsonReportErrors, junitErrors } from './report-schemas';
import { failedCheck, report } from './verifier-report-fixture';

// The reports CI reads (--junit, --json), each valid against the schema it promises.

describe('the JUnit report', () => {
  it('is valid against test/schemas/junit.xsd, with one testsuite per operation and one testcase per check', async () => {
    const xml = formatJunit(report);
    expect(await junitErrors(xml)).toEqual([]);
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain(
      '<testsuite name="addGuestCartItem" id="1" package="POST /rest/{store_code}/V1/guest-carts/{cartId}/items" tests="2" failures="1" errors="0" skipped="1">',
    );
  });

  it('gives a failure its message, contract line and curl command, and escapes the XML', () => {
    const xml = formatJunit(report);
    expect(xml).toContain(
      '<testcase name="one unit of MA-1 &lt;&quot;&amp;&quot;&gt;" classname="addGuestCartItem" file="openapi/cart.yaml" line="99">',
    );
    expect(xml).toContain(
      '<failure message="expected 200 application/json CartItem, got 200 application/json: response.price must be integer" type="contract">POST http://shop.test/rest/en-int/V1/guest-carts/abc/items\ncontract: openapi/cart.yaml:99 (responses 200 of addGuestCartItem)\nrepeat: curl -i -X POST',
    );
    expect(xml).toContain(
      '<skipped message="read-only: not sent (a POST that may change data; would expect 400)"/>',
    );
  });

  it('stays valid XML when a server sends control characters', async () => {
    const noisy = { ...failedCheck, problem: 'body is not JSON (starts "\u0000\u001b[31m")' };
    const xml = formatJunit({ ...report, checks: [noisy] });
    expect(await junitErrors(xml)).toEqual([]);
    expect(xml).toContain('body is not JSON (starts &quot;\uFFFD\uFFFD[31m&quot;)');
  });
});

describe('the JSON report', () => {
  it('is valid against report.schema.json, with its format version', () => {
    const json = formatJson(report);
    expect(jsonReportErrors(json)).toEqual([]);
    expect(JSON.parse(json)).toMatchObject({ format: 1, passed: 1, failed: 1, skipped: 1 });
  });

  it('is refused by the schema when a field is missing', () => {
    const { skipped: _skipped, ...older } = report;
    expect(jsonReportErrors(JSON.stringify({ format: 1, ...older }))).toEqual([
      " must have required property 'skipped'",
    ]);
  });
});
