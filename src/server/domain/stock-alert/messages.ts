import { escapeHtml } from '../../render/html';
import { defineMessages } from '../../../common/i18n/define-messages';

/** What the subscription answers in `html` (basic inline HTML; the storefront sanitises it anyway). */
export const STOCK_ALERT_HTML = {
  subscribed: (name: string) =>
    `<p>You are subscribed: we will e-mail you as soon as ${escapeHtml(name)} is back in stock.</p>`,
  inStock: '<p>This product is in stock again. You can order it now.</p>',
} as const;

export const STOCK_ALERT_ERRORS = {
  ...defineMessages({
    unknownProduct: { id: 'api.stockAlert.unknownProduct', defaultMessage: 'No such product.' },
    configurable: {
      id: 'api.stockAlert.configurable',
      defaultMessage: 'Choose a variation: alerts are kept for one dial colour and case size.',
    },
    tooMany: {
      id: 'api.stockAlert.tooMany',
      defaultMessage: 'Too many attempts. Please try again in {retryAfterS} seconds.',
    },
  }),
  // The ERP integration's answers (not a shopper's): English only.
  unknownSku: (sku: string) => `No stock item with SKU ${sku}.`,
  unauthorized: 'A valid ERP integration token is required.',
} as const;
