import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { commonMessages } from '../messages';
import { notFoundMessages as m } from './messages';
import './NotFoundPage.css';

/** Any storefront path that names no page; reported as page type 11 (unnamed). */
export function NotFoundPage() {
  const intl = useIntl();
  const config = useStoreConfig();
  const paths = useStorePaths();
  const brand = config.brand.name;
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    intl.formatMessage(commonMessages.pageTitle, { page: intl.formatMessage(m.notFoundTitle), brand }),
    intl.formatMessage(m.notFoundDescription, { brand }),
  );
  return (
    <div className="not-found">
      <p className="eyebrow">
        <FormattedMessage {...m.error404} />
      </p>
      <h1>
        <FormattedMessage {...m.notFoundTitle} />
      </h1>
      <p className="not-found__text">
        <FormattedMessage {...m.notFoundText} />
      </p>
      <ul className="not-found__links">
        <li>
          <Link className="button button--primary" to={paths.home()}>
            <FormattedMessage {...m.returnHome} />
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={paths.search()}>
            <FormattedMessage {...m.searchCatalogue} />
          </Link>
        </li>
      </ul>
    </div>
  );
}
