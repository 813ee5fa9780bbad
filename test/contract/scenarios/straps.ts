import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, randomText } from './inputs';
import { rejectsStoreCodes } from './store-codes';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MALFORMED_PATH = { status: 400, code: 'validation_failed', field: 'path.sku' } as const;
const UNKNOWN = { status: 404, code: 'not_found' } as const;

/** A watch product page read earlier that offers 'Buy straps' (straps fit it). */
const watchWithStraps = (found: Discovered) =>
  need(
    found.productDetails.find((p) => p.buy_straps !== null),
    'a product detail with buy_straps (a watch that straps fit) from getProductByUrlKey',
  );

const unknownSku = () => `NO-SUCH-WATCH-${randomText(8, UPPER)}`;

export const compatibleStraps = (found: Discovered): Scenario => ({
  operationId: 'listCompatibleStraps',
  async run(t) {
    const watch = watchWithStraps(found);
    const count = watch.buy_straps?.strap_count;
    await t.ok('listCompatibleStraps', `the straps of ${watch.sku}`, { path: { sku: watch.sku } }, (body) => {
      if (body.watch.sku !== watch.sku) return `watch ${body.watch.sku} instead of ${watch.sku}`;
      if (body.items.length !== count) return `${body.items.length} straps, the product page said ${count}`;
      return null;
    });
    const variant = watch.variants[0];
    if (variant) {
      await t.ok(
        'listCompatibleStraps',
        `by its variation ${variant.sku}`,
        { path: { sku: variant.sku } },
        (body) =>
          body.watch.sku === watch.sku ? null : `watch ${body.watch.sku} instead of the parent ${watch.sku}`,
      );
    }
    const strap = found.productDetails.find((p) => p.strap_confirmation !== null);
    if (strap)
      await t.rejects(
        'listCompatibleStraps',
        `a strap (${strap.sku})`,
        { path: { sku: strap.sku } },
        UNKNOWN,
      );
    await t.rejects('listCompatibleStraps', 'an unknown SKU', { path: { sku: unknownSku() } }, UNKNOWN);
    await t.rejects(
      'listCompatibleStraps',
      'a SKU in lower case',
      { path: { sku: watch.sku.toLowerCase() } },
      MALFORMED_PATH,
    );
    await rejectsStoreCodes(t, 'listCompatibleStraps', { path: { sku: watch.sku } }, found);
  },
});

export const buyStraps = (found: Discovered): Scenario => ({
  operationId: 'submitBuyStraps',
  async run(t) {
    const watch = watchWithStraps(found);
    const formKey = need(
      t.cookie(COOKIE.formKey),
      `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`,
    );
    // The verifier posts JSON: the 200 answer names the page a browser's form post is redirected to (303).
    await t.ok(
      'submitBuyStraps',
      `the form of ${watch.sku}`,
      { body: { sku: watch.sku, form_key: formKey } },
      (body) =>
        body.redirect_url.includes(encodeURIComponent(watch.sku))
          ? null
          : `redirect_url ${body.redirect_url} does not name ${watch.sku}`,
    );
    await t.rejects(
      'submitBuyStraps',
      'form key of another session',
      { body: { sku: watch.sku, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await t.rejects(
      'submitBuyStraps',
      'without sku',
      { body: { form_key: formKey } },
      { status: 400, code: 'validation_failed', field: 'body.sku' },
    );
    await t.rejects(
      'submitBuyStraps',
      'a SKU with a space',
      { body: { sku: `${watch.sku} X`, form_key: formKey } },
      { status: 400, code: 'validation_failed', field: 'body.sku' },
    );
    await t.rejects(
      'submitBuyStraps',
      'an unknown SKU',
      { body: { sku: unknownSku(), form_key: formKey } },
      UNKNOWN,
    );
    await rejectsStoreCodes(t, 'submitBuyStraps', { body: { sku: watch.sku, form_key: formKey } }, found);
  },
});
