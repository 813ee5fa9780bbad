import { Link } from 'react-router-dom';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import './NotFoundPage.css';

/** Any storefront path that names no page; reported as page type 11 (unnamed). */
export function NotFoundPage() {
  const config = useStoreConfig();
  const paths = useStorePaths();
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    `Page not found | ${config.brand.name}`,
    `This page of ${config.brand.name} does not exist.`,
  );
  return (
    <div className="not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="not-found__text">
        The page you were looking for has moved or no longer exists. Our collections are still where you left
        them.
      </p>
      <ul className="not-found__links">
        <li>
          <Link className="button button--primary" to={paths.home()}>
            Return to the home page
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={paths.search()}>
            Search the catalogue
          </Link>
        </li>
      </ul>
    </div>
  );
}
