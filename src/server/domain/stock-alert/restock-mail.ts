import { BRAND } from '../../../../config/stores';
import { formatPrice } from '../../../common/money';
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
  store: { code: string; locale: string; currencyCode: string };
  /** Minor units in the store's currency. */
  amount: number | null;
  /** The shop's public origin (PUBLIC_URL): mail clients need absolute links. */
  publicUrl: string;
}

export const restockMailSubject = (name: string) => `Back in stock: ${name}`;

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

function restockText(f: RestockFacts): string {
  return [
    `${f.name} is back in stock.`,
    '',
    'You asked us to write when it was available again: it is, today. Our pieces are made in small numbers, so we cannot hold it for you.',
    '',
    f.name,
    `Reference ${f.sku}`,
    ...(f.price ? [f.price] : []),
    '',
    `View it in the shop: ${f.url}`,
    '',
    `This was a single alert: ${BRAND.name} will not write to you about this product again.`,
  ].join('\n');
}

/** The back-in-stock mail, queued by the stock change that brings the product back. */
export function restockMail(input: RestockMailInput): Mail {
  const facts = restockFacts(input);
  const subject = restockMailSubject(facts.name);
  return { to: input.to, subject, html: restockMailHtml(subject, facts), text: restockText(facts) };
}
