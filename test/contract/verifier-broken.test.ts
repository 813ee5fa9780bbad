import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOperations } from '../../src/common/contract/operations';
import { formatJunit } from '../../scripts/verify-contract/junit';
import { formatJson, formatText } from '../../scripts/verify-contract/report';
import { verifyContract } from '../../scripts/verify-contract/run';
import type { Report } from '../../scripts/verify-contract/types';
import { jsonReportErrors, junitErrors } from './report-schemas';
import { options, ROOT, serveOverOneSeededDatabase } from './verifier-harness';
import { failures, KNOWN_BREACHES } from './verifier-failures';

// The whole verifier against a server that breaks the contract on purpose (verifier-broken-app.ts): one run,
// read by each test.

const servers = serveOverOneSeededDatabase({ reference: false, broken: true });

describe('verify-contract against a server that breaks the contract', () => {
  let report: Report;
  beforeAll(async () => {
    report = await verifyContract(options(servers.brokenUrl));
  });

  const problemsOf = (operationId: string) =>
    failures(report)
      .filter((c) => c.operationId === operationId)
      .map((c) => c.problem);

  it('names totals whose segments do not add up to the grand total', () => {
    expect(problemsOf('getGuestCartTotals')).toContainEqual(
      expect.stringMatching(/^grand_total \d+ is not the sum of the segments \(\d+\)$/),
    );
  });

  it('catches a second order where the same Idempotency-Key must answer the first', () => {
    expect(problemsOf('placeGuestOrder')).toContainEqual(
      expect.stringMatching(/^increment_id \S+ instead of \S+: a second order$/),
    );
  });

  it('names the missing total_count of listings', () => {
    expect(problemsOf('listCategoryProducts')).toContain('response.total_count is required');
  });

  it('names a price amount that became a string, with its JSON path', () => {
    expect(problemsOf('searchProducts')).toContain('response.items[0].price.amount must be integer');
  });

  it('catches 200 where the contract says 404 for an unknown product', () => {
    const check = failures(report).find((c) => /^unknown url_key no-such-product-/.test(c.label));
    expect(check?.operationId).toBe('getProductByUrlKey');
    expect(check?.problem).toBe('status 200 instead of 404');
    expect(check?.url).toMatch(
      new RegExp(`^${servers.brokenUrl}/rest/en-int/V1/products/url-key/no-such-product-`),
    );
  });

  it('catches an HTML content type', () => {
    expect(problemsOf('getStoreConfig')).toContain('content type text/html instead of application/json');
  });

  it('leaves the operations that were not broken passing', () => {
    const clean = [
      'getHealth',
      'listWebsites',
      'getCategoryTree',
      'loadCustomerSections',
      'loginCustomer',
      'logoutCustomer',
      // The cart and the checkout, though they discover their products from the broken listings.
      ...listOperations()
        .filter((op) => op.tags.includes('cart') || op.tags.includes('checkout'))
        .map((op) => op.operationId),
    ];
    const broken = ['getGuestCartTotals', 'placeGuestOrder', ...KNOWN_BREACHES.map((b) => b.split(' ')[0])];
    expect(clean.filter((id) => !broken.includes(id)).flatMap(problemsOf)).toEqual([]);
  });

  it('writes a JSON report valid against its schema and a JUnit report valid against the XSD', async () => {
    expect(jsonReportErrors(formatJson(report))).toEqual([]);
    expect(await junitErrors(formatJunit(report))).toEqual([]);
  });

  it('names for each failure the contract line it breaks and a curl command, secrets redacted', () => {
    const check = failures(report).find((c) => c.operationId === 'listCategoryProducts');
    expect(check?.contract).toMatchObject({ what: 'responses 200 of listCategoryProducts' });
    const yamlLine = readFileSync(join(ROOT, check!.contract!.file), 'utf8').split('\n')[
      check!.contract!.line - 1
    ];
    expect(yamlLine?.trim()).toBe("'200':");
    const sent = failures(report).find((c) => c.operationId === 'placeGuestOrder')?.request;
    expect(sent?.headers.cookie).toMatch(/^([a-z_]+=<[a-z_]+>)(; [a-z_]+=<[a-z_]+>)*$/);
    expect(sent?.body).toContain('"paymentMethod"');
  });

  it('prints one line per failure with the operation, the URL and what came', () => {
    const text = formatText(report);
    expect(text).toMatch(
      /✘ searchProducts GET http:\/\/127\.0\.0\.1:\d+\/rest\/en-int\/V1\/search\?q=[^ ]+ — q=.*: expected 200 application\/json ProductListing, got 200 application\/json: response\.items\[0\]\.price\.amount must be integer/,
    );
    expect(text.split('\n').pop()).toBe(`${report.passed} passed, ${report.failed} failed`);
  });
});
