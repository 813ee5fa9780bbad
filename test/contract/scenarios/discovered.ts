import type { components } from '../../../src/common/contract/schema.gen';

type Schemas = components['schemas'];

/** What the cart scenarios keep of one cart (the guest's by masked id, or the signed-in customer's). */
export interface CartState {
  /** The id the cart answers with: the guest cart's masked id (its key), the customer's cart id as text. */
  id: string | null;
  /** The cart as the last successful call answered it. */
  cart: Schemas['Cart'] | null;
  /** The line the order is placed with (one unit of a saleable watch variation). */
  keptItemId: number | null;
  /** Lines added only to be changed and removed again, so that they never reach an order. */
  spareItemIds: number[];
  /** As the gift box toggle last answered. */
  hasGiftBox: boolean;
  /** The shipping step last saved: what the order must show. */
  shipping: {
    method: Schemas['ShippingMethod'];
    pickupDate: string | null;
    pickupTime: string | null;
  } | null;
  giftMessage: Schemas['GiftMessage'] | null;
  /** The totals the last shipping step answered: what the order placed from the cart must total. */
  totals: Schemas['Totals'] | null;
  /** The order placed from this cart in this run, with the Idempotency-Key and body that placed it. */
  order: Schemas['PlacedOrder'] | null;
  orderRequest: { key: string; body: object } | null;
  email: string | null;
}

/**
 * What earlier scenarios learnt from the live API and later ones build their inputs from, so that the
 * verifier works against any catalogue instead of ids hard-coded for the demo seed.
 */
export interface Discovered {
  storeConfig: Schemas['StoreConfig'] | null;
  /** Every store code the server lists (an "unknown" store code must not be one of them). */
  storeCodes: string[];
  /** The category tree, flattened depth-first. */
  categories: Schemas['CategoryNode'][];
  /** Products seen on category listings, in the order they came. */
  products: Schemas['ProductListItem'][];
  /** Products read by url key: their configurable options and variants. */
  productDetails: Schemas['ProductDetail'][];
  checkoutConfig: Schemas['CheckoutConfig'] | null;
  /** The shipping methods estimated for the delivery country (deliveryCountry in cart-inputs). */
  shippingMethods: Schemas['ShippingMethod'][];
  /** Whether loginCustomer signed the run's session in with the --email/--password account. */
  signedIn: boolean;
  /** The signed-in customer's newsletter preference as read (saved back unchanged). */
  newsletterSubscribed?: boolean;
  guest: CartState;
  mine: CartState;
  /** A second guest cart, whose lines and keys must stay apart from the first's (cart-isolation.ts). */
  otherGuestCartId: string | null;
  /** Whether the second customer signed in (second-customer.ts), once the first check asked for it. */
  secondCustomer: Promise<boolean> | null;
  /** The e-mail of the throwaway account the run registered as its second customer, if it did. */
  registeredEmail: string | null;
}

export function emptyCartState(): CartState {
  return {
    id: null,
    cart: null,
    keptItemId: null,
    spareItemIds: [],
    hasGiftBox: false,
    shipping: null,
    giftMessage: null,
    totals: null,
    order: null,
    orderRequest: null,
    email: null,
  };
}

export function emptyDiscovered(): Discovered {
  return {
    storeConfig: null,
    storeCodes: [],
    categories: [],
    products: [],
    productDetails: [],
    checkoutConfig: null,
    shippingMethods: [],
    signedIn: false,
    guest: emptyCartState(),
    mine: emptyCartState(),
    otherGuestCartId: null,
    secondCustomer: null,
    registeredEmail: null,
  };
}
