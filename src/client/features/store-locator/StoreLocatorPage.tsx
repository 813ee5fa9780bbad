import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useListStoreLocatorShopsQuery, type StoreLocatorShop } from '../../api/storeLocator';
import { useAppDispatch } from '../../app/hooks';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { storeLocatorSearched, storeLocatorShopSelected } from './events';
import { ShopList } from './ShopList';
import { ShopMap } from './ShopMap';
import './store-locator.css';

const resultsText = (count: number, query: string): string => {
  const boutiques = count === 1 ? '1 boutique' : `${count} boutiques`;
  return query ? `${boutiques} for “${query}”` : boutiques;
};

/**
 * The store locator (page type 9): a search by city or country (`?q=`), the boutiques in a list (the primary
 * interface) and on a map (an enhancement); choosing a boutique in one highlights it in the other.
 */
export function StoreLocatorPage() {
  const config = useStoreConfig();
  const paths = useStorePaths();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  usePageView(PAGE_TYPE.storeLocatorList);
  useDocumentMeta(
    `Store locator | ${config.brand.name}`,
    `Find a ${config.brand.name} boutique by city or country: addresses, opening hours and the pieces each holds.`,
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
        <p className="eyebrow">Store locator</p>
        <h1>Find a boutique</h1>
        <p className="page-heading__lead">
          Visit {config.brand.name} in our boutiques: discover the collections, try a piece on and speak with
          our watch specialists.
        </p>
      </header>

      <form
        className="store-locator__search"
        role="search"
        aria-label="Search the boutiques"
        onSubmit={(event) => {
          event.preventDefault();
          setSelectedId(null);
          navigate(paths.storeLocator(String(new FormData(event.currentTarget).get('q') ?? '')));
        }}
      >
        <label htmlFor={inputId} className="store-locator__label">
          City or country
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
            placeholder="Geneva, Japan…"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>

      {shops.isError ? (
        <ErrorState onRetry={() => void shops.refetch()} />
      ) : !answer ? (
        <LoadingState label="Loading the boutiques…" />
      ) : (
        <>
          <div className="store-locator__summary">
            <p role="status" className="store-locator__count">
              {answer.shops.length === 0
                ? `No boutique matches “${query}”. Try a city or a country.`
                : resultsText(answer.shops.length, query)}
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
                Show all boutiques
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
                label="Map of the boutiques"
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
