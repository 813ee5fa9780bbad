import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { strapsMessages } from './messages';
import './straps.css';

/** The contract's SKU shape: anything else cannot name a watch, so it is not asked for. */
const SKU = listCompatibleStrapsParams.sku.pattern;
/** The list's name for analytics (not shown): the same in every language. */
const LIST_NAME = 'Compatible straps';

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
  const intl = useIntl();
  const home = storePaths.home(config.store_code);
  const { watch, items } = straps;
  // Not a category: a list of its own, reported as page type 11 (unnamed).
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    intl.formatMessage(strapsMessages.metaTitle, { watch: watch.name, brand: config.brand.name }),
    intl.formatMessage(strapsMessages.metaDescription, { watch: watch.name, brand: config.brand.name }),
    { robots: 'noindex, follow' },
  );
  const heading = intl.formatMessage(strapsMessages.heading, { watch: watch.name });
  return (
    <div className="compatible-straps">
      <Breadcrumbs
        home={home}
        trail={[{ name: watch.name, url: watch.url }]}
        current={intl.formatMessage(strapsMessages.compatible)}
      />
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...strapsMessages.eyebrow} />
        </p>
        <h1>{heading}</h1>
        <p className="page-heading__lead">
          <FormattedMessage {...strapsMessages.lead} values={{ count: items.length }} />
        </p>
      </header>
      {items.length ? (
        <ProductGrid products={items} label={heading} listName={LIST_NAME} />
      ) : (
        <p className="compatible-straps__empty">
          <FormattedMessage {...strapsMessages.empty} />
        </p>
      )}
      <p className="compatible-straps__back">
        <Link className="button button--secondary" to={watch.url}>
          <FormattedMessage {...strapsMessages.back} values={{ watch: watch.name }} />
        </Link>
      </p>
    </div>
  );
}
