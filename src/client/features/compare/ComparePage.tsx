import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetCategoryTreeQuery } from '../../api/catalog';
import { useGetCompareListQuery } from '../../api/compare';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { findWatchesCategory } from '../../lib/category-tree';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { CompareTable } from './CompareTable';
import { commonMessages } from '../../components/messages';
import { compareMessages as m } from './compareTexts';
import { useCompareActions } from './useCompareActions';
import { storePaths } from '../../../common/store-paths';
import './compare.css';

/** /{store}/catalog/product_compare: the shopper's list side by side (page type 11, unnamed). */
export function ComparePage() {
  const intl = useIntl();
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    intl.formatMessage(commonMessages.pageTitle, {
      page: intl.formatMessage(m.title),
      brand: config.brand.name,
    }),
    intl.formatMessage(m.description, { brand: config.brand.name }),
    { robots: ROBOTS.noindexFollow },
  );
  const list = useGetCompareListQuery({ storeCode });
  const { data: tree } = useGetCategoryTreeQuery({ storeCode });
  const watches = tree ? findWatchesCategory(tree.items, config.catalog.straps_category_type) : null;
  const { remove, clear, busy, outcome } = useCompareActions(storeCode);
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed column's button is gone: focus goes back to the page's heading, not to the document's start.
  const after = (work: Promise<boolean>) =>
    void work.then((changed) => {
      if (changed) heading.current?.focus();
    });

  let body;
  if (list.isLoading) body = <LoadingState />;
  else if (!list.data) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0) {
    body = (
      <div className="compare-page__empty">
        <p>
          <FormattedMessage {...m.empty} />
        </p>
        <Link to={watches?.full_url ?? storePaths.home(storeCode)} className="button button--secondary">
          <FormattedMessage {...m.discover} />
        </Link>
      </div>
    );
  } else {
    const items = list.data.items;
    body = (
      <>
        <div className="compare-page__tools">
          <p className="compare-page__count">
            <FormattedMessage {...m.count} values={{ count: list.data.count, max: list.data.max_items }} />
          </p>
          <button
            type="button"
            className="compare-page__clear"
            aria-busy={busy}
            onClick={() => after(clear(items))}
          >
            <FormattedMessage {...m.clearAll} />
          </button>
        </div>
        <CompareTable list={list.data} busy={busy} onRemove={(item) => after(remove(item))} />
      </>
    );
  }

  return (
    <div className="compare-page">
      <header className="page-heading page-heading--centred">
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage {...m.title} />
        </h1>
      </header>
      <p className="compare-page__done" role="status">
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      <p className="compare-page__failure" role="alert">
        {outcome?.kind === 'failed' ? outcome.text : ''}
      </p>
      {body}
    </div>
  );
}
