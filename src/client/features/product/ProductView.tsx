import { useState } from 'react';
import { shareImageOf } from '../../lib/head/shareImage';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ProductDetail } from '../../api/catalog';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { useBreadcrumbStructuredData } from '../../components/Breadcrumbs/useBreadcrumbStructuredData';
import { CompareButton } from '../../components/CompareButton/CompareButton';
import { Price } from '../../components/Price/Price';
import { WishlistButton } from '../../components/WishlistButton/WishlistButton';
import { PAGE_TYPE } from '../../lib/page-types';
import { usePageOrigin } from '../../lib/head/pageOrigin';
import { useStructuredData } from '../../lib/head/useStructuredData';
import { useStoreConfig } from '../../lib/store-config';
import { productJsonLd } from '../../lib/structured-data/product';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { AddToCartForm } from './AddToCartForm';
import { VideoAppointment } from './appointment/VideoAppointment';
import { OptionTiles } from './OptionTiles';
import { ProductDetails } from './ProductDetails';
import { ProductGallery } from './ProductGallery';
import { LazyStockAlertForm } from './stock-alert/LazyStockAlertForm';
import { CheckAndReserve } from './reservation/CheckAndReserve';
import { ParallaxFeatures } from './parallax/ParallaxFeatures';
import { LazyVariationsCarousel } from './variations/LazyVariationsCarousel';
import { BuyStrapsForm } from './straps/BuyStrapsForm';
import { combinesWithSelection, findVariant, initialSelection, selectOption } from './variantSelection';
import { storePaths } from '../../../common/store-paths';
import { productMessages } from './messages';

export function ProductView({ product }: { product: ProductDetail }) {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  const intl = useIntl();
  const [params] = useSearchParams();
  usePageView(PAGE_TYPE.product);
  const baseImage = product.media_gallery.find((m) => m.is_base && m.media_type === 'image') ?? null;
  // Every variant (?variant=…) is the same page for search engines: the product's own URL is canonical.
  useDocumentMeta(product.meta_title, product.meta_description, {
    canonicalPath: product.url,
    imageUrl: shareImageOf(baseImage?.url ?? null),
    ogType: 'product',
  });
  useBreadcrumbStructuredData(storePaths.home(storeCode), product.breadcrumbs, {
    name: product.name,
    url: product.url,
  });
  useStructuredData(productJsonLd(product, config, usePageOrigin()));
  const [selection, setSelection] = useState(() => initialSelection(product, Number(params.get('variant'))));
  const variant = findVariant(product, selection);
  // Before a valid combination is chosen, the product's own figures are shown.
  const shown = variant ?? product;

  return (
    <article className="product">
      <Breadcrumbs home={storePaths.home(storeCode)} trail={product.breadcrumbs} current={product.name} />
      <div className="product__layout">
        <ProductGallery
          key={variant?.id ?? 'base'}
          featured={variant?.image ?? baseImage}
          media={product.media_gallery}
          sku={product.sku}
          name={product.name}
        />
        <div className="product__summary">
          {product.collection ? <p className="eyebrow">{product.collection.name}</p> : null}
          <h1 className="product__name">{product.name}</h1>
          <Price price={shown.price} className="product__price" />
          <p className="product__stock" data-available={shown.is_saleable}>
            <FormattedMessage
              {...(shown.is_saleable ? productMessages.inStock : productMessages.outOfStock)}
            />
          </p>
          <p className="product__sku">
            <FormattedMessage
              {...productMessages.reference}
              values={{
                sku: shown.sku,
                value: (chunks) => <span className="product__sku-value">{chunks}</span>,
              }}
            />
          </p>
          {product.configurable_options.length > 0 ? (
            <form
              className="product__options"
              aria-label={intl.formatMessage(productMessages.chooseWatch)}
              onSubmit={(e) => e.preventDefault()}
            >
              {product.configurable_options.map((option) => (
                <OptionTiles
                  key={option.code}
                  option={option}
                  selected={selection[option.code]}
                  isCombinable={(value) => combinesWithSelection(product, selection, option.code, value)}
                  onSelect={(value) => setSelection(selectOption(product, selection, option.code, value))}
                />
              ))}
            </form>
          ) : null}
          <AddToCartForm product={product} variant={variant} />
          <div className="product__links">
            <CompareButton productId={product.id} productName={product.name} sku={product.sku} />
            <WishlistButton productId={product.id} productName={product.name} sku={product.sku} />
          </div>
          <LazyStockAlertForm product={product} variant={variant} />
          <CheckAndReserve product={product} variant={variant} />
          <VideoAppointment product={product} variant={variant} />
          {product.buy_straps ? <BuyStrapsForm sku={product.sku} buy={product.buy_straps} /> : null}
        </div>
      </div>
      <ProductDetails product={product} />
      <ParallaxFeatures features={product.features ?? []} />
      {product.variations ? <LazyVariationsCarousel variations={product.variations} /> : null}
    </article>
  );
}
