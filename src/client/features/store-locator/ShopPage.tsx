import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { getStoreLocatorShopParams } from '../../api/contract-facts';
import { isNotFound } from '../../api/errors';
import { useGetStoreLocatorShopQuery, type StoreLocatorShopPage } from '../../api/storeLocator';
import { useAppDispatch } from '../../app/hooks';
import { NotFoundPage } from '../../components/NotFoundPage/NotFoundPage';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { usePageOrigin } from '../../lib/head/pageOrigin';
import { useStructuredData } from '../../lib/head/useStructuredData';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { storeJsonLd } from '../../lib/structured-data/store';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { storeLocatorShopViewed } from './events';
import { storeLocatorMessages as m } from './messages';
import { OpeningHoursCard } from './OpeningHoursCard';
import { ShopMap } from './ShopMap';
import { ShopPieces } from './ShopPieces';
import { telHref } from './telHref';
import './ShopPage.css';

// Between a contact's label and its link (a space, not a word to translate).
const SPACE = ' ';
const { url_key: URL_KEY } = getStoreLocatorShopParams;

/** `/:storeCode/storelocator/:shopKey`: a boutique's page (page type 10), or the not-found page. */
export function ShopPage() {
  const storeCode = useStoreConfig().store_code;
  const intl = useIntl();
  const { shopKey = '' } = useParams();
  const valid = URL_KEY.pattern.test(shopKey) && shopKey.length <= URL_KEY.maxLength;
  const { data, error, refetch } = useGetStoreLocatorShopQuery(
    valid ? { storeCode, urlKey: shopKey } : skipToken,
  );
  if (!valid || isNotFound(error)) return <NotFoundPage />;
  if (data) return <ShopView key={data.shop.id} page={data} />;
  if (error) return <ErrorState onRetry={() => void refetch()} />;
  return <LoadingState label={intl.formatMessage(m.loadingShop)} />;
}

function ShopView({ page }: { page: StoreLocatorShopPage }) {
  const config = useStoreConfig();
  const paths = useStorePaths();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { shop } = page;
  usePageView(PAGE_TYPE.storeLocatorShop);
  useDocumentMeta(
    `${shop.name} | ${config.brand.name}`,
    intl.formatMessage(m.shopDescription, {
      name: shop.name,
      address: shop.address,
      zip: shop.zip,
      city: shop.city,
    }),
    { canonicalPath: paths.storeLocatorShop(shop.url_key) },
  );
  useStructuredData(storeJsonLd(page, paths.storeLocatorShop(shop.url_key), usePageOrigin()));
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    dispatch(storeLocatorShopViewed({ id: shop.id, name: shop.name }));
  }, [dispatch, shop.id, shop.name]);
  const shops = useMemo(() => [shop], [shop]);

  return (
    <article className="shop-page" aria-labelledby="shop-page-title">
      <nav aria-label={intl.formatMessage(m.breadcrumb)} className="shop-page__back">
        <Link to={paths.storeLocator()}>
          <FormattedMessage {...m.allShops} />
        </Link>
      </nav>
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">{shop.country_name}</p>
        <h1 id="shop-page-title">{shop.name}</h1>
      </header>

      <div className="shop-page__layout">
        <div className="shop-page__details">
          <section className="shop-page__block" aria-labelledby="shop-address-title">
            <h2 id="shop-address-title" className="shop-page__title">
              <FormattedMessage {...m.address} />
            </h2>
            <address className="shop-page__address">
              {shop.address}
              <br />
              {shop.zip} {shop.city}
              <br />
              {shop.country_name}
            </address>
            <p className="shop-page__contact">
              <span className="shop-page__label">
                <FormattedMessage {...m.telephone} />
              </span>
              {SPACE}
              <a href={telHref(shop.phone)}>{shop.phone}</a>
            </p>
            <p className="shop-page__contact">
              <span className="shop-page__label">
                <FormattedMessage {...m.email} />
              </span>
              {SPACE}
              <a href={`mailto:${page.email}`}>{page.email}</a>
            </p>
          </section>
          <OpeningHoursCard hours={page.opening_hours} timeZone={page.timezone} locale={config.locale} />
        </div>
        <div className="shop-page__map">
          <ShopMap
            shops={shops}
            tiles={page.map}
            label={intl.formatMessage(m.mapOfShop, { name: shop.name })}
          />
        </div>
      </div>

      <ShopPieces shop={shop} pieces={page.pieces} />
    </article>
  );
}
