import type { ProductDetail } from '../../api/catalog';
import type { StoreConfig } from '../../api/store';
import { storePaths } from '../../../common/store-paths';
import { toMajor } from '../../../common/money';
import { absoluteUrl } from '../head/pageOrigin';
import type { ItemAvailability, Offer, Product } from './types';

/** What a product and each of its variants have alike: a SKU, a price and a stock. */
type Sellable = Pick<ProductDetail, 'sku' | 'price' | 'is_saleable' | 'stock_status'>;

/** In stock only when the shopper can buy it now: in stock and saleable (a disabled variant is not). */
const availability = (item: Sellable): ItemAvailability =>
  item.is_saleable && item.stock_status === 'in_stock'
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';

function offer(item: Sellable, url: string, currency: string): Offer {
  return {
    '@type': 'Offer',
    url,
    sku: item.sku,
    // schema.org prices are in major units ('6450' euros), the API's in minor units (cents; yen have none).
    price: toMajor(item.price.amount, currency),
    priceCurrency: currency,
    availability: availability(item),
  };
}

/**
 * A product page's Product: the watch with one Offer per variant (each its own SKU, price and stock, at the
 * page's `?variant=` address) when it has variants, else one Offer for the product itself.
 */
export function productJsonLd(product: ProductDetail, config: StoreConfig, origin: string): Product {
  const currency = config.currency_code;
  const images = product.media_gallery
    .filter((item) => item.media_type === 'image')
    // The base image first: Google takes the first as the product's picture.
    .sort((a, b) => Number(b.is_base) - Number(a.is_base))
    .map((item) => absoluteUrl(origin, item.url));
  const offers =
    product.variants.length > 0
      ? product.variants.map((variant) =>
          offer(
            variant,
            absoluteUrl(origin, storePaths.product(config.store_code, product.url_key, String(variant.id))),
            currency,
          ),
        )
      : [offer(product, absoluteUrl(origin, product.url), currency)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // The API's description is plain text already (paragraphs separated by blank lines).
    description: product.description,
    sku: product.sku,
    url: absoluteUrl(origin, product.url),
    image: images,
    brand: { '@type': 'Brand', name: config.brand.name },
    offers,
  };
}
