import type { IntlShape } from '@formatjs/intl';
import { BRAND } from '../../../../config/stores';
import { formatPrice } from '../../../common/money';
import { storeIntl } from '../i18n/store-intl';
import { restockMailMessages as m } from '../../render/mail/messages/restock';
import type { Mail } from '../mail/transport';
import { restockMailHtml } from '../../render/mail/restock';
import type { RestockFacts } from './restock-facts';
import { storePaths } from '../../../common/store-paths';

export interface RestockMailInput {
  to: string;
  product: {
    id: number;
    sku: string;
    name: string;
    urlKey: string;
    isVariation: boolean;
    image: { url: string; alt: string };
  };
  /** The store the shopper asked from: the mail is written in its language. */
  store: { code: string; languageCode: string; locale: string; currencyCode: string };
  /** Minor units in the store's currency. */
  amount: number | null;
  /** The shop's public origin (PUBLIC_URL): mail clients need absolute links. */
  publicUrl: string;
}

export const restockMailSubject = (intl: IntlShape, name: string) => intl.formatMessage(m.subject, { name });

export function restockFacts(input: RestockMailInput): RestockFacts {
  const { product, store, publicUrl } = input;
  const page = publicUrl + storePaths.product(store.code, product.urlKey);
  return {
    name: product.name,
    sku: product.sku,
    price: input.amount === null ? null : formatPrice(input.amount, store.currencyCode, store.locale),
    url: product.isVariation ? `${page}?variant=${product.id}` : page,
    image: { url: `${publicUrl}${product.image.url}`, alt: product.image.alt },
  };
}

function restockText(intl: IntlShape, f: RestockFacts): string {
  return [
    intl.formatMessage(m.firstLine, { name: f.name }),
    '',
    intl.formatMessage(m.body),
    '',
    f.name,
    intl.formatMessage(m.reference, { sku: f.sku }),
    ...(f.price ? [f.price] : []),
    '',
    intl.formatMessage(m.viewLink, { url: f.url }),
    '',
    intl.formatMessage(m.singleAlert, { brand: BRAND.name }),
  ].join('\n');
}

/** The back-in-stock mail in the language of the shopper's store, queued by the stock change that brings the product back. */
export function restockMail(input: RestockMailInput): Mail {
  const intl = storeIntl(input.store);
  const facts = restockFacts(input);
  const subject = restockMailSubject(intl, facts.name);
  return {
    to: input.to,
    subject,
    html: restockMailHtml(intl, input.store.languageCode, subject, facts),
    text: restockText(intl, facts),
  };
}
