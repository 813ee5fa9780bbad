import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router-dom';
import { useListCompatibleStrapsQuery, type CompatibleStraps } from '../../api/catalog';
import { isNotFound } from '../../api/errors';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { NotFoundPage } from '../../components/NotFoundPage/NotFoundPage';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { storePaths } from '../../../common/store-paths';
import { listCompatibleStrapsParams } from '../../api/contract-facts';
import './straps.css';

/** The contract's SKU shape: anything else cannot name a watch, so it is not asked for. */
const SKU = listCompatibleStrapsParams.sku.pattern;

/**
 * Where the product page's 'Buy straps' form lands (`/{store}/straps/compatible?sku=`, after the server's
 * redirect): the straps that fit the watch, in the shared product grid.
 */
export function CompatibleStrapsPage() {
  const { store_code: storeCode } = useStoreConfig();
  const [params] = useSearchParams();
  const sku = params.get('sku') ?? '';
  const valid = SKU.test(sku);
  const { data, error, refetch } = useListCompatibleStrapsQuery(valid ? { storeCode, sku } : skipToken);
  if (!valid || isNotFound(error)) return <NotFoundPage />;
  if (data) return <StrapsForWatch straps={data} />;
  if (error) return <ErrorState onRetry={() => void refetch()} />;
  return <LoadingState />;
}

function StrapsForWatch({ straps }: { straps: CompatibleStraps }) {
  const config = useStoreConfig();
  const home = storePaths.home(config.store_code);
  const { watch, items } = straps;
  // Not a category: a list of its own, reported as page type 11 (unnamed).
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    `Straps for the ${watch.name} | ${config.brand.name}`,
    `The ${config.brand.name} straps that fit the ${watch.name}.`,
    { robots: 'noindex, follow' },
  );
  const count = `${items.length} ${items.length === 1 ? 'strap fits' : 'straps fit'} this watch`;
  return (
    <div className="compatible-straps">
      <Breadcrumbs home={home} trail={[{ name: watch.name, url: watch.url }]} current="Compatible straps" />
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">Straps</p>
        <h1>Straps for the {watch.name}</h1>
        <p className="page-heading__lead">
          {count}. Each strap is sold without the watch and changes in seconds with the quick-release spring
          bars supplied.
        </p>
      </header>
      {items.length ? (
        <ProductGrid products={items} label={`Straps for the ${watch.name}`} listName="Compatible straps" />
      ) : (
        <p className="compatible-straps__empty">No strap fits this watch at the moment.</p>
      )}
      <p className="compatible-straps__back">
        <Link className="button button--secondary" to={watch.url}>
          Back to the {watch.name}
        </Link>
      </p>
    </div>
  );
}
