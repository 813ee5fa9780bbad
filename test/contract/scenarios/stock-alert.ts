import { COOKIE } from '../../../src/common/cookie-names';
import type { components } from '../../../src/common/contract/schema.gen';
import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey, unknownEmail } from './inputs';
import { rejectsStoreCodes } from './store-codes';

type ListItem = components['schemas']['ProductListItem'];

/** Variations (or simple products) with their stock status, as the listings showed them. */
function sellables(products: ListItem[]): { id: number; inStock: boolean }[] {
  return products.flatMap((p) =>
    p.variations.length
      ? p.variations.map((v) => ({ id: v.id, inStock: v.stock_status === 'in_stock' }))
      : [{ id: p.id, inStock: p.stock_status === 'in_stock' }],
  );
}

/**
 * The back-in-stock form. It leaves one pending alert for a made-up address at example.com (newsletter not
 * ticked) on a sold-out product the listings showed: when that product is restocked, the shop mails it.
 * The storefront posts the form urlencoded; the verifier sends the same fields as JSON, which the contract
 * accepts too.
 */
export const stockAlert = (found: Discovered): Scenario => ({
  operationId: 'subscribeStockAlert',
  async run(t) {
    const formKey = need(
      t.cookie(COOKIE.formKey),
      `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`,
    );
    const candidates = sellables(found.products);
    const soldOut = need(
      candidates.find((c) => !c.inStock),
      'a sold-out variation or simple product on a category listing',
    );
    const email = unknownEmail();
    const form = { product: String(soldOut.id), email, newsletter_subscribe: '0', form_key: formKey };
    const isOk = (body: { status: string; product: { id: number } }) =>
      body.status !== 'ok'
        ? `status ${body.status} instead of ok`
        : body.product.id === soldOut.id
          ? null
          : `product ${body.product.id} instead of ${soldOut.id}`;
    await t.ok('subscribeStockAlert', `sold-out product ${soldOut.id}`, { body: form }, isOk);
    await t.ok(
      'subscribeStockAlert',
      'the same address again (already subscribed: ok)',
      { body: form },
      isOk,
    );
    const inStock = candidates.find((c) => c.inStock);
    if (inStock) {
      await t.ok(
        'subscribeStockAlert',
        `product ${inStock.id}, in stock (nok)`,
        { body: { ...form, product: String(inStock.id) } },
        (body) => (body.status === 'nok' ? null : `status ${body.status} instead of nok`),
      );
    }

    const invalid = (label: string, body: object, field: string) =>
      t.rejects('subscribeStockAlert', label, { body }, { status: 400, code: 'validation_failed', field });
    await invalid('email not an e-mail', { ...form, email: 'not-an-email' }, 'body.email');
    await invalid('product abc', { ...form, product: 'abc' }, 'body.product');
    await invalid(
      'newsletter_subscribe yes',
      { ...form, newsletter_subscribe: 'yes' },
      'body.newsletter_subscribe',
    );
    const { form_key: _formKey, ...withoutFormKey } = form;
    await invalid('without form_key', withoutFormKey, 'body.form_key');
    await t.rejects(
      'subscribeStockAlert',
      'form_key of another session',
      { body: { ...form, form_key: otherFormKey(formKey) } },
      { status: 403, code: 'form_key_invalid' },
    );
    await t.rejects(
      'subscribeStockAlert',
      'unknown product 2147483647',
      { body: { ...form, product: '2147483647' } },
      { status: 404, code: 'not_found' },
    );
    await rejectsStoreCodes(t, 'subscribeStockAlert', { body: form }, found);
  },
});
