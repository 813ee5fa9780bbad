import { Link } from 'react-router-dom';
import './Breadcrumbs.css';

interface BreadcrumbsProps {
  home: string;
  trail: readonly { name: string; url: string }[];
  current: string;
}

export function Breadcrumbs({ home, trail, current }: BreadcrumbsProps) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        <li>
          <Link to={home}>Home</Link>
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
