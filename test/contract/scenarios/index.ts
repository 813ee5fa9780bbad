import type { ScenarioStep } from '../../../scripts/verify-contract/types';
import { accountReads, accountRefusals } from './account';
import { videoAppointmentSave } from './appointment-save';
import { captchaChallenge } from './captcha';
import { createGuestCart, createMineCart } from './cart-create';
import { addGuestCartItem, addMineCartItem } from './cart-items-add';
import { removeGuestCartItem, removeMineCartItem } from './cart-items-remove';
import { updateGuestCartItem, updateMineCartItem } from './cart-items-update';
import { getGuestCart, getMineCart } from './cart-read';
import { getGuestCartTotals, getMineCartTotals } from './cart-totals';
import { guestCartIsolation, idempotencyKeyScope, mineCartIsolation } from './cart-isolation';
import { categoryProducts } from './category-products';
import { categoryTree } from './category-tree';
import { mainMenu } from './main-menu';
import { checkoutConfig } from './checkout-config';
import { compareScenarios } from './compare';
import { contentScenarios } from './content';
import { emptyDiscovered } from './discovered';
import { changeGuestGiftBox, changeMineGiftBox } from './gift-box';
import {
  getGuestGiftMessage,
  getMineGiftMessage,
  saveGuestGiftMessage,
  saveMineGiftMessage,
} from './gift-message';
import { health } from './health';
import { saveGuestItemGiftMessage, saveMineItemGiftMessage } from './item-gift-message';
import { lastOrder } from './last-order';
import { login } from './login';
import { logout } from './logout';
import { logoutEverywhere } from './logout-everywhere';
import { addressBookScenarios } from './address-book';
import { myWatchesScenarios } from './my-watches';
import { checkoutNewsletter } from './newsletter';
import {
  newsletterConfirm,
  newsletterFormData,
  newsletterPreferences,
  newsletterSubscribe,
  newsletterUnsubscribe,
  saveNewsletterPreferences,
} from './newsletter-pages';
import { contactForm } from './contact';
import { placeGuestOrder, placeMineOrder } from './place-order';
import { promotionalPopups, retailers, storeSelector } from './popups';
import { checkPasswordResetToken, requestPasswordReset, resetPassword } from './password-reset';
import { productByUrlKey } from './product';
import { boutiqueReservation } from './boutique-reservation';
import { emptyReservationFound } from './reservation-found';
import { reservationSave } from './reservation-save';
import { returnLabelScenarios } from './return-label';
import { registrationScenarios } from './registration';
import { reservationShop } from './reservation-shop';
import { reservationShops } from './reservation-shops';
import { searchProducts } from './search';
import { customerSections } from './sections';
import { estimateGuestShippingMethods, estimateMineShippingMethods } from './shipping-estimate';
import { saveGuestShippingInformation, saveMineShippingInformation } from './shipping-information';
import { stockAlert } from './stock-alert';
import { erpStock } from './stock-erp';
import { storeConfig, websites } from './store';
import { storeLocatorScenarios } from './store-locator';
import { buyStraps, compatibleStraps } from './straps';
import { wishlistScenarios } from './wishlist';
import { registerWatchScenario, watchCheckScenarios } from './watch-registration';

/**
 * One scenario per contract operation, in the order a shopper's browser would meet them: each reads what the
 * earlier ones discovered (store codes, categories, products, the session's form key, the cart). A fresh set
 * per run, so runs never share state.
 *
 * The guest checkout runs to one placed order; each guest-cart scenario also checks that its signed-in twin
 * refuses the signed-out session (401). The signed-in ('mine') scenarios run between sign-in and sign-out:
 * with --email/--password the same checkout on the account's cart, to a second order; without, only the
 * refusal of a call without X-Requested-With (403), and their labels say so.
 *
 * Three scenarios check rules across carts (cart-isolation.ts): a second guest cart against the first's line,
 * the customer's cart against the guest's, the guest order's Idempotency-Key on the second cart.
 *
 * `{ lanes }` groups scenarios that neither read nor change what the others do, once the session and the
 * catalogue are known: with --concurrency N, N lanes run at once (each lane in order).
 */
export function createScenarios(): ScenarioStep[] {
  const found = emptyDiscovered();
  const reserve = emptyReservationFound();
  return [
    health(),
    websites(found),
    storeConfig(found),
    storeSelector(found),
    retailers(found),
    promotionalPopups(found),
    categoryTree(found),
    mainMenu(found),
    categoryProducts(found),
    productByUrlKey(found),
    compatibleStraps(found),
    searchProducts(found),
    ...compareScenarios(found),
    ...contentScenarios(found),
    customerSections(found),
    {
      lanes: [
        [captchaChallenge(found)],
        watchCheckScenarios(found),
        [reservationShops(found, reserve), reservationShop(found, reserve), reservationSave(found, reserve)],
        storeLocatorScenarios(found),
        [videoAppointmentSave(found)],
        [boutiqueReservation()],
        [buyStraps(found)],
        [checkoutConfig(found)],
        [stockAlert(found)],
        [erpStock(found)],
        [
          newsletterFormData(found),
          newsletterSubscribe(found),
          newsletterConfirm(found),
          newsletterUnsubscribe(found),
        ],
        [contactForm(found)],
      ],
    },
    createGuestCart(found),
    getGuestCart(found),
    addGuestCartItem(found),
    updateGuestCartItem(found),
    removeGuestCartItem(found),
    guestCartIsolation(found),
    changeGuestGiftBox(found),
    getGuestGiftMessage(found),
    saveGuestGiftMessage(found),
    saveGuestItemGiftMessage(found),
    getGuestCartTotals(found),
    estimateGuestShippingMethods(found),
    saveGuestShippingInformation(found),
    checkoutNewsletter(found),
    lastOrder(found),
    placeGuestOrder(found),
    idempotencyKeyScope(found),
    ...returnLabelScenarios(found),
    ...accountRefusals(found),
    login(found),
    ...wishlistScenarios(found),
    registerWatchScenario(found),
    createMineCart(found),
    getMineCart(found),
    addMineCartItem(found),
    updateMineCartItem(found),
    removeMineCartItem(found),
    mineCartIsolation(found),
    changeMineGiftBox(found),
    saveMineGiftMessage(found),
    getMineGiftMessage(found),
    saveMineItemGiftMessage(found),
    getMineCartTotals(found),
    estimateMineShippingMethods(found),
    saveMineShippingInformation(found),
    placeMineOrder(found),
    ...accountReads(found),
    ...addressBookScenarios(found),
    ...myWatchesScenarios(found),
    newsletterPreferences(found),
    saveNewsletterPreferences(found),
    logoutEverywhere(found),
    logout(found),
    // Last: a registration signs the session in.
    ...registrationScenarios(found),
    requestPasswordReset(found),
    checkPasswordResetToken(found),
    resetPassword(found),
  ];
}
