import { curlCommand } from '../../scripts/verify-contract/curl';
import { formatGithubAnnotations } from '../../scripts/verify-contract/github';
import { formatText } from '../../scripts/verify-contract/report';
import { failedCheck, report } from './verifier-report-fixture';

// What a person reads of a run: the text report, the GitHub annotations, and the curl command that repeats a
// failed request.

describe('the text report', () => {
  it('follows a failure with its contract line and a curl command that repeats it', () => {
    const lines = formatText(report).split('\n');
    const at = lines.findIndex((l) => l.includes('✘ addGuestCartItem POST'));
    expect(lines.slice(at + 1, at + 3)).toEqual([
      '      contract: openapi/cart.yaml:99 (responses 200 of addGuestCartItem)',
      `      repeat: curl -i -X POST http://shop.test/rest/en-int/V1/guest-carts/abc/items -H 'accept: application/json' -H 'x-requested-with: XMLHttpRequest' -H 'cookie: caseback_session=<caseback_session>; form_key=<form_key>' -H 'content-type: application/json' --data-raw '{"cartItem":{"sku":"MA-1","qty":1,"note":"it'\\''s"}}'`,
    ]);
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 1 skipped');
  });

  it('shows only failures and the summary with --quiet', () => {
    expect(formatText(report, { quiet: true }).split('\n')).toEqual([
      'Contract verification of http://shop.test (store en-int, guest only)',
      '',
      'addGuestCartItem  POST /rest/{store_code}/V1/guest-carts/{cartId}/items',
      '  ✘ addGuestCartItem POST http://shop.test/rest/en-int/V1/guest-carts/abc/items — one unit of MA-1 <"&">: expected 200 application/json CartItem, got 200 application/json: response.price must be integer',
      '      contract: openapi/cart.yaml:99 (responses 200 of addGuestCartItem)',
      expect.stringMatching(/^ {6}repeat: curl -i -X POST /),
      '',
      'Summary',
      '  ✘ addGuestCartItem  0 passed, 1 failed, 1 skipped',
      '2 operations, 2 requests in 1.2 s',
      '1 passed, 1 failed, 1 skipped',
    ]);
  });
});

describe('GitHub Actions annotations', () => {
  it('prints one ::error per failure on its contract line, with the curl command', () => {
    expect(formatGithubAnnotations(report)).toEqual([
      `::error title=addGuestCartItem%3A one unit of MA-1 <"&">,file=openapi/cart.yaml,line=99::expected 200 application/json CartItem, got 200 application/json: response.price must be integer%0Arepeat: ${curlCommand(failedCheck.request!)}`,
    ]);
  });
});

describe('curl commands', () => {
  it('quote what the shell would change and keep placeholders for secrets', () => {
    expect(
      curlCommand({
        method: 'PUT',
        url: 'http://shop.test/rest/V1/caseback-erp/stock-items/MA-1',
        headers: { authorization: 'Bearer <token>' },
        body: '{"qty":1}',
      }),
    ).toBe(
      `curl -i -X PUT http://shop.test/rest/V1/caseback-erp/stock-items/MA-1 -H 'authorization: Bearer <token>' --data-raw '{"qty":1}'`,
    );
  });
});
