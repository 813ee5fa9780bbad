import type { components } from '../../common/contract/schema.gen';
import type { Handlers } from '../contract/handler-types';
import { createGuestCart, findGuestCart, findMineCart, type CartRow } from '../domain/cart/cart-access';
import { mutateCart } from '../domain/cart/cart-lock';
import type { CartKey } from '../domain/cart/add-in-one-statement';
import { addToCart } from '../domain/cart/add-to-cart';
import { findGuestCartWithLines } from '../domain/cart/cart-with-lines';
import { cartOf, loadCartView } from '../domain/cart/cart-view';
import { checkoutConfig } from '../domain/cart/checkout-config';
import { changeGiftBox, type GiftBoxMethod } from '../domain/cart/gift-box';
import { EMPTY_GIFT_MESSAGE, saveCartGiftMessage, saveItemGiftMessage } from '../domain/cart/gift-message';
import { removeItem, updateItemQty } from '../domain/cart/items';
import { computeTotals, totalsOf } from '../domain/cart/totals';
import { storeIntl } from '../domain/i18n/store-intl';
import type { Session } from '../domain/session/session-types';
import type { StoreView } from '../domain/store/store-registry';
import type { RouteDeps } from './deps';

type CartItemInput = components['schemas']['CartItemRequest']['cartItem'];
type GiftMessageInput = components['schemas']['GiftMessageRequest']['gift_message'];

/**
 * Guest carts (by masked id, the bearer key) and the signed-in customer's cart ("mine") share every rule:
 * each pair of handlers finds its cart its own way, then runs the same action. Writes go through
 * mutateCart, which serialises them per cart.
 */
export function cartRoutes({ db }: RouteDeps): Handlers {
  const guest = (store: StoreView, cartId: string) => findGuestCart(db, store, cartId);
  const mine = async (store: StoreView, session: () => Promise<Session>) =>
    findMineCart(db, store, await session());

  const actions = (view: StoreView) => {
    const write = async (
      cart: Pick<CartRow, 'id'>,
      work: Parameters<typeof mutateCart>[2],
      linesOnly = false,
    ) => loadCartView(db, await mutateCart(db, cart, work, { linesOnly }), view);
    return {
      read: (cart: CartRow) => loadCartView(db, cart, view),
      totals: (cart: CartRow) => computeTotals(db, cart, view),
      // A guest cart and its lines in one statement.
      readGuest: async (maskedId: string) => {
        const { cart, lines } = await findGuestCartWithLines(db, view, maskedId);
        return cartOf(cart, lines);
      },
      guestTotals: async (maskedId: string) => {
        const { cart, lines } = await findGuestCartWithLines(db, view, maskedId);
        return totalsOf(cart, lines, storeIntl(view));
      },
      add: (key: CartKey, item: CartItemInput) => addToCart(db, view, key, item),
      update: (cart: CartRow, itemId: number, qty: number) =>
        write(cart, (tx, c) => updateItemQty(tx, c, itemId, qty), true),
      remove: (cart: CartRow, itemId: number) => write(cart, (tx, c) => removeItem(tx, c, itemId)),
      giftMessage: async (cart: CartRow, input: GiftMessageInput, clientAddress: string, itemId?: number) => {
        await mutateCart(db, cart, (tx, c) =>
          itemId === undefined
            ? saveCartGiftMessage(tx, c, input, clientAddress)
            : saveItemGiftMessage(tx, c, itemId, input, clientAddress),
        );
        return true;
      },
      giftBox: async (cart: CartRow, method: GiftBoxMethod) => {
        const updated = await mutateCart(db, cart, (tx, c) => changeGiftBox(tx, c, method));
        return { hasGiftBox: updated.hasGiftBox };
      },
    };
  };
  const readGiftMessage = (cart: CartRow) => cart.giftMessage ?? EMPTY_GIFT_MESSAGE;

  return {
    getCheckoutConfig: async ({ store }) => checkoutConfig(store),

    createGuestCart: async ({ store, sessionToKeep, request }) =>
      (await createGuestCart(db, store, await sessionToKeep(), request.ip)).maskedId,
    createMineCart: async ({ store, session }) => (await mine(store, session)).id,

    getGuestCart: async ({ store, params }) => actions(store).readGuest(params.cartId),
    getMineCart: async ({ store, session }) => actions(store).read(await mine(store, session)),

    addGuestCartItem: async ({ store, params, body }) =>
      actions(store).add({ maskedId: params.cartId }, body.cartItem),
    addMineCartItem: async ({ store, session, body }) =>
      actions(store).add({ id: (await mine(store, session)).id }, body.cartItem),

    updateGuestCartItem: async ({ store, params, body }) =>
      actions(store).update(await guest(store, params.cartId), params.itemId, body.cartItem.qty),
    updateMineCartItem: async ({ store, session, params, body }) =>
      actions(store).update(await mine(store, session), params.itemId, body.cartItem.qty),

    removeGuestCartItem: async ({ store, params }) =>
      actions(store).remove(await guest(store, params.cartId), params.itemId),
    removeMineCartItem: async ({ store, session, params }) =>
      actions(store).remove(await mine(store, session), params.itemId),

    getGuestCartTotals: async ({ store, params }) => actions(store).guestTotals(params.cartId),
    getMineCartTotals: async ({ store, session }) => actions(store).totals(await mine(store, session)),

    getGuestGiftMessage: async ({ store, params }) => readGiftMessage(await guest(store, params.cartId)),
    getMineGiftMessage: async ({ store, session }) => readGiftMessage(await mine(store, session)),

    saveGuestGiftMessage: async ({ store, params, body, request }) =>
      actions(store).giftMessage(await guest(store, params.cartId), body.gift_message, request.ip),
    saveMineGiftMessage: async ({ store, session, body, request }) =>
      actions(store).giftMessage(await mine(store, session), body.gift_message, request.ip),

    saveGuestItemGiftMessage: async ({ store, params, body, request }) =>
      actions(store).giftMessage(
        await guest(store, params.cartId),
        body.gift_message,
        request.ip,
        params.itemId,
      ),
    saveMineItemGiftMessage: async ({ store, session, params, body, request }) =>
      actions(store).giftMessage(await mine(store, session), body.gift_message, request.ip, params.itemId),

    changeGuestGiftBox: async ({ store, params }) =>
      actions(store).giftBox(await guest(store, params.cartId), params.methodName),
    changeMineGiftBox: async ({ store, session, params }) =>
      actions(store).giftBox(await mine(store, session), params.methodName),
  };
}
