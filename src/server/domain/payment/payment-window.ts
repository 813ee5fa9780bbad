/**
 * A shopper who has not come back from the provider after this long is not coming back: the sweeper cancels
 * the order and its stock goes back on sale. Until then every order holds its stock (and counts against
 * its client address's limits on unpaid orders, order/unpaid-order-limits.ts).
 */
export const ABANDONED_PAYMENT_MS = 30 * 60 * 1000;
