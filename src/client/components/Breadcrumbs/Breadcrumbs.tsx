import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { breadcrumbMessages } from './messages';
import './Breadcrumbs.css';

interface BreadcrumbsProps {
  home: string;
  trail: readonly { name: string; url: string }[];
  current: string;
}

export function Breadcrumbs({ home, trail, current }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage(breadcrumbMessages.breadcrumb)}>
      <ol className="breadcrumbs__list">
        <li>
          <Link to={home}>
            <FormattedMessage {...breadcrumbMessages.home} />
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.url}>
            <Link to={crumb.url}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
