import { escapeHtml } from '../../render/html';

/** What the subscription answers in `html` (basic inline HTML; the storefront sanitises it anyway). */
export const STOCK_ALERT_HTML = {
  subscribed: (name: string) =>
    `<p>You are subscribed: we will e-mail you as soon as ${escapeHtml(name)} is back in stock.</p>`,
  inStock: '<p>This product is in stock again. You can order it now.</p>',
} as const;

export const STOCK_ALERT_ERRORS = {
  unknownProduct: 'No such product.',
  configurable: 'Choose a variation: alerts are kept for one dial colour and case size.',
  unknownSku: (sku: string) => `No stock item with SKU ${sku}.`,
  unauthorized: 'A valid ERP integration token is required.',
  tooMany: (retryAfterS: number) => `Too many attempts. Please try again in ${retryAfterS} seconds.`,
} as const;
