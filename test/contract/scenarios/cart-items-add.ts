import type { components } from '../../../src/common/contract/schema.gen';
import type { Scenario, ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import { configurableChoice, orderVariationSku, outOfStockSku, strapSku, unknownSku } from './cart-inputs';
import {
  guestCartPath,
  lineWithSku,
  rejectsCartIds,
  refusesSignedOut,
  refusesWithoutRequestedWith,
  type Side,
} from './cart-steps';
import { bodyKeyword } from './contract-parameters';
import type { Discovered } from './discovered';

type CartItemInput = components['schemas']['CartItemRequest']['cartItem'];

const OPERATION = { guest: 'addGuestCartItem', mine: 'addMineCartItem' } as const;

export const addGuestCartItem = (found: Discovered): Scenario => ({
  operationId: 'addGuestCartItem',
  async run(t) {
    await refusesSignedOut(t, 'addMineCartItem', { body: { cartItem: { sku: unknownSku(), qty: 1 } } });
    const path = guestCartPath(found);
    await addsItems(t, found, 'guest', path);
    const watch = configurableChoice(found, orderVariationSku(found));
    await t.rejects(
      'addGuestCartItem',
      `${watch.parentSku} with options that match no variation`,
      {
        path,
        body: {
          cartItem: {
            sku: watch.parentSku,
            qty: 1,
            product_option: { extension_attributes: { configurable_item_options: watch.unmatched } },
          },
        },
      },
      { status: 400, code: 'validation_failed', field: 'body.cartItem.product_option' },
    );
    for (const qty of [0, -1]) {
      await t.rejects(
        'addGuestCartItem',
        `qty ${qty}`,
        { path, body: { cartItem: { sku: watch.variantSku, qty } } },
        { status: 400, code: 'validation_failed', field: 'body.cartItem.qty' },
      );
    }
    await rejectsCartIds(t, 'addGuestCartItem', {
      path,
      body: { cartItem: { sku: watch.variantSku, qty: 1 } },
    });
  },
});

export const addMineCartItem = (found: Discovered): Scenario => ({
  operationId: 'addMineCartItem',
  async run(t) {
    const body = { cartItem: { sku: orderVariationSku(found), qty: 1 } };
    await refusesWithoutRequestedWith(t, found, 'addMineCartItem', { body });
    if (found.signedIn) await addsItems(t, found, 'mine', {});
  },
});

/**
 * The order line (one unit of a watch variation, by its SKU), and spare lines that later scenarios change and
 * remove again so that they never reach an order: on a guest cart a watch by its options, on both a strap.
 * Then the refusals both carts share: a quantity above the maximum, an unknown SKU, a sold-out product.
 */
async function addsItems(
  t: ScenarioContext,
  found: Discovered,
  side: Side,
  path: Record<string, string>,
): Promise<void> {
  const state = found[side];
  const operationId = OPERATION[side];
  const add = async (label: string, cartItem: CartItemInput, sku: string, parentSku: string | null) => {
    const cart = await t.ok(operationId, label, { path, body: { cartItem } }, (body) => {
      const line = body.items.find((i) => i.sku === sku);
      if (!line) return `no line with ${sku} after adding it`;
      if (line.parent_sku !== parentSku) return `parent_sku ${line.parent_sku} instead of ${parentSku}`;
      return line.qty === cartItem.qty ? null : `qty ${line.qty} instead of ${cartItem.qty}`;
    });
    if (cart) state.cart = cart;
    return cart ? (lineWithSku(cart, sku)?.item_id ?? null) : null;
  };

  const sku = orderVariationSku(found);
  const parent = found.products.find((p) => p.variations.some((v) => v.sku === sku))?.sku ?? null;
  state.keptItemId = await add(`watch variation ${sku}, qty 1`, { sku, qty: 1 }, sku, parent);
  if (side === 'guest') {
    const watch = configurableChoice(found, sku);
    const options = watch.options.map((o) => `${o.option_id} ${o.option_value}`).join(', ');
    const byOptions = await add(
      `watch ${watch.parentSku} by its options (${options})`,
      {
        sku: watch.parentSku,
        qty: 1,
        product_option: { extension_attributes: { configurable_item_options: watch.options } },
      },
      watch.variantSku,
      watch.parentSku,
    );
    if (byOptions !== null) state.spareItemIds.push(byOptions);
  }
  const strap = strapSku(found);
  const strapLine = await add(`strap ${strap}, qty 1`, { sku: strap, qty: 1 }, strap, null);
  if (strapLine !== null) state.spareItemIds.push(strapLine);

  const maximum = bodyKeyword(operationId, ['cartItem', 'qty'], 'maximum');
  await t.rejects(
    operationId,
    `qty ${maximum + 1}`,
    { path, body: { cartItem: { sku, qty: maximum + 1 } } },
    { status: 400, code: 'validation_failed', field: 'body.cartItem.qty' },
  );
  const unknown = unknownSku();
  await t.rejects(
    operationId,
    `unknown sku ${unknown}`,
    { path, body: { cartItem: { sku: unknown, qty: 1 } } },
    { status: 404, code: 'not_found' },
  );
  const soldOut = outOfStockSku(found);
  if (soldOut) {
    await t.rejects(
      operationId,
      `sold-out ${soldOut}`,
      { path, body: { cartItem: { sku: soldOut, qty: 1 } } },
      { status: 409, code: 'insufficient_stock' },
    );
  }
}
