import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { numberKeyword } from './contract-parameters';
import { productMatchesListingProblem } from '../../../scripts/verify-contract/behaviour/listing';
import type { Discovered } from './discovered';
import { isStraps, randomText } from './inputs';
import { rejectsStoreCodes } from './store-codes';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const MALFORMED = { status: 400, code: 'validation_failed', field: 'path.url_key' } as const;
const UNKNOWN = { status: 404, code: 'not_found' } as const;

export const productByUrlKey = (found: Discovered): Scenario => ({
  operationId: 'getProductByUrlKey',
  async run(t) {
    // One watch, one strap and one sold-out product when the listings showed them: their shapes differ most.
    const picks = [
      found.products.find((p) => !isStraps(found, p.category_type)),
      found.products.find((p) => isStraps(found, p.category_type)),
      found.products.find((p) => p.stock_status === 'out_of_stock'),
    ];
    const keys = [...new Set(picks.flatMap((p) => (typeof p?.url_key === 'string' ? [p.url_key] : [])))];
    const urlKey = need(keys[0], 'a url_key from the items of a category listing');
    for (const key of keys) {
      const item = found.products.find((p) => p.url_key === key);
      const detail = await t.ok('getProductByUrlKey', key, { path: { url_key: key } }, (body) => {
        if (body.url_key !== key) return `url_key ${body.url_key} instead of ${key}`;
        return item ? productMatchesListingProblem(body, item) : null;
      });
      // The cart scenarios choose a watch by its options from these.
      if (detail) found.productDetails.push(detail);
    }

    const send = (label: string, key: string, expected: typeof MALFORMED | typeof UNKNOWN) =>
      t.rejects('getProductByUrlKey', label, { path: { url_key: key } }, expected);
    const maxLength = numberKeyword('getProductByUrlKey', 'url_key', 'maxLength');
    await send('url_key with a space', urlKey.replace(/-|$/, ' '), MALFORMED);
    await send(
      'url_key in upper case',
      /[a-z]/.test(urlKey) ? urlKey.toUpperCase() : `X${urlKey}`,
      MALFORMED,
    );
    await send(`url_key of ${maxLength + 1} characters`, 'a'.repeat(maxLength + 1), MALFORMED);
    // Undecodable before any parameter exists, so any `field` will do (a 400 must still name one).
    await t.rejects(
      'getProductByUrlKey',
      'url_key with broken percent-encoding',
      { rawPath: { url_key: '%E0%A4%A' } },
      { status: 400, code: 'validation_failed' },
    );
    const unknown = `no-such-product-${randomText(8, LOWER)}`;
    await send(`unknown url_key ${unknown}`, unknown, UNKNOWN);
    // Well-formed up to the contract's maximum length: unknown, not malformed.
    await send(
      `unknown url_key of ${maxLength} characters`,
      `no-such-${randomText(maxLength - 8, LOWER)}`,
      UNKNOWN,
    );
    await rejectsStoreCodes(t, 'getProductByUrlKey', { path: { url_key: urlKey } }, found);
  },
});
