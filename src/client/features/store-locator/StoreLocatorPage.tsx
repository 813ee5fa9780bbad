import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useListStoreLocatorShopsQuery, type StoreLocatorShop } from '../../api/storeLocator';
import { useAppDispatch } from '../../app/hooks';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { storeLocatorSearched, storeLocatorShopSelected } from './events';
import { storeLocatorMessages as m } from './messages';
import { ShopList } from './ShopList';
import { ShopMap } from './ShopMap';
import './StoreLocatorPage.css';

/**
 * The store locator (page type 9): a search by city or country (`?q=`), the boutiques in a list (the primary
 * interface) and on a map (an enhancement); choosing a boutique in one highlights it in the other.
 */
export function StoreLocatorPage() {
  const config = useStoreConfig();
  const paths = useStorePaths();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const brand = config.brand.name;
  usePageView(PAGE_TYPE.storeLocatorList);
  useDocumentMeta(
    intl.formatMessage(m.listTitle, { brand }),
    intl.formatMessage(m.listDescription, { brand }),
    { canonicalPath: paths.storeLocator() },
  );
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const shops = useListStoreLocatorShopsQuery({ storeCode: config.store_code, q: query || undefined });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  // A search is reported once its answer is in (with how many boutiques it found).
  const reported = useRef<string | null>(null);
  const answer = shops.currentData;
  useEffect(() => {
    if (!answer || !query || reported.current === query) return;
    reported.current = query;
    dispatch(storeLocatorSearched({ term: query, results: answer.shops.length }));
  }, [answer, query, dispatch]);

  const select = useCallback(
    (shop: StoreLocatorShop, source: 'list' | 'map') => {
      setSelectedId(shop.id);
      dispatch(storeLocatorShopSelected({ id: shop.id, name: shop.name, source }));
      if (source === 'map') {
        const item = listRef.current?.querySelector<HTMLElement>(`[data-shop-id="${shop.id}"]`);
        item?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
        item?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
      }
    },
    [dispatch],
  );
  const selectFromMap = useCallback((shop: StoreLocatorShop) => select(shop, 'map'), [select]);

  return (
    <div className="store-locator">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.heading} />
        </h1>
        <p className="page-heading__lead">
          <FormattedMessage {...m.lead} values={{ brand }} />
        </p>
      </header>

      <form
        className="store-locator__search"
        role="search"
        aria-label={intl.formatMessage(m.searchLabel)}
        onSubmit={(event) => {
          event.preventDefault();
          setSelectedId(null);
          navigate(paths.storeLocator(String(new FormData(event.currentTarget).get('q') ?? '')));
        }}
      >
        <label htmlFor={inputId} className="store-locator__label">
          <FormattedMessage {...m.fieldLabel} />
        </label>
        <div className="store-locator__field">
          <input
            id={inputId}
            className="form-field__input"
            type="search"
            name="q"
            key={query}
            defaultValue={query}
            maxLength={100}
            autoComplete="off"
            placeholder={intl.formatMessage(m.placeholder)}
          />
          <button type="submit" className="button button--primary">
            <FormattedMessage {...m.search} />
          </button>
        </div>
      </form>

      {shops.isError ? (
        <ErrorState onRetry={() => void shops.refetch()} />
      ) : !answer ? (
        <LoadingState label={intl.formatMessage(m.loadingShops)} />
      ) : (
        <>
          <div className="store-locator__summary">
            <p role="status" className="store-locator__count">
              {answer.shops.length === 0 ? (
                <FormattedMessage {...m.noMatch} values={{ query }} />
              ) : (
                <FormattedMessage
                  {...(query ? m.resultsFor : m.results)}
                  values={{ count: answer.shops.length, query }}
                />
              )}
            </p>
            {query ? (
              <button
                type="button"
                className="store-locator__text-button store-locator__reset"
                onClick={() => {
                  setSelectedId(null);
                  navigate(paths.storeLocator());
                }}
              >
                <FormattedMessage {...m.showAll} />
              </button>
            ) : null}
          </div>
          <div className="store-locator__layout">
            <ShopList
              ref={listRef}
              shops={answer.shops}
              selectedId={selectedId}
              onSelect={(shop) => select(shop, 'list')}
            />
            <div className="store-locator__map">
              <ShopMap
                shops={answer.shops}
                tiles={answer.map}
                selectedId={selectedId}
                onSelect={selectFromMap}
                label={intl.formatMessage(m.mapOfShops)}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
