import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paginationMessages as m } from './messages';
import { withQuery } from '../../lib/listing-params';
import { pageWindow } from './pageWindow';
import './Pagination.css';

const GAP = '…';

interface PaginationProps {
  current: number;
  count: number;
}

/** Links to the listing's other pages, keeping every other query parameter (filters, sort, size). */
export function Pagination({ current, count }: PaginationProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (count <= 1) return null;
  const href = (page: number) => `${pathname}${withQuery(params, { p: page === 1 ? null : String(page) })}`;

  return (
    <nav className="pagination" aria-label={intl.formatMessage(m.pagination)}>
      <ul className="pagination__list">
        {current > 1 ? (
          <li>
            <Link className="pagination__step" to={href(current - 1)} rel="prev">
              <FormattedMessage {...m.previous} />
            </Link>
          </li>
        ) : null}
        {pageWindow(current, count).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              {GAP}
            </li>
          ) : (
            <li key={page}>
              <Link
                className="pagination__page"
                to={href(page)}
                aria-label={intl.formatMessage(m.page, { page })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < count ? (
          <li>
            <Link className="pagination__step" to={href(current + 1)} rel="next">
              <FormattedMessage {...m.next} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
